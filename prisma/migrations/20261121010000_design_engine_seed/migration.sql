-- AlterTable
ALTER TABLE "Design" ADD COLUMN     "engineSeed" INTEGER;
