-- AlterTable
ALTER TABLE "Design" ADD COLUMN     "lineGapRatio" DOUBLE PRECISION,
ADD COLUMN     "strokeRatio" DOUBLE PRECISION;
