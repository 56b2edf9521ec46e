-- The lettering studio (issue 37): what was chosen and what was inked (lines, fonts, layout,
-- legibility measures), kept with the design for its tattooability check and its customizations.
-- AlterTable
ALTER TABLE "Design" ADD COLUMN "lettering" JSONB;
