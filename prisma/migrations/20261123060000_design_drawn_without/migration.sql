-- Words of the description the embedded engine could not place (issue 16).
ALTER TABLE "Design" ADD COLUMN "drawnWithout" TEXT[] DEFAULT ARRAY[]::TEXT[];
