-- Image providers (issue 34): the model that drew a design (and the provider it stood in for),
-- and each paid call's estimated cost.
-- AlterTable
ALTER TABLE "Design" ADD COLUMN "imageModel" TEXT,
ADD COLUMN "drawnInsteadOf" TEXT;

-- CreateTable
CREATE TABLE "ImageSpend" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "job" TEXT NOT NULL,
    "costUsd" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImageSpend_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ImageSpend_createdAt_idx" ON "ImageSpend"("createdAt");
