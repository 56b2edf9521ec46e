-- Pictures designs start from (issue 28): private, kept while a design uses them.
-- CreateTable
CREATE TABLE "ReferencePicture" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReferencePicture_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReferencePicture_storageKey_key" ON "ReferencePicture"("storageKey");

-- CreateIndex
CREATE INDEX "ReferencePicture_userId_createdAt_idx" ON "ReferencePicture"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "ReferencePicture" ADD CONSTRAINT "ReferencePicture_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "Design" ADD COLUMN "referencePictureId" TEXT;

-- CreateIndex
CREATE INDEX "Design_referencePictureId_idx" ON "Design"("referencePictureId");

-- AddForeignKey
ALTER TABLE "Design" ADD CONSTRAINT "Design_referencePictureId_fkey" FOREIGN KEY ("referencePictureId") REFERENCES "ReferencePicture"("id") ON DELETE SET NULL ON UPDATE CASCADE;
