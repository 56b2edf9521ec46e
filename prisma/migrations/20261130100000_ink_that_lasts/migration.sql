-- Ink that lasts (issue 38; docs/decisions/024-ink-that-lasts.md).
-- Where a design goes on the body, and for a band the wearer's circumference in millimetres.
ALTER TABLE "Design" ADD COLUMN "placement" TEXT;
ALTER TABLE "Design" ADD COLUMN "circumferenceMm" INTEGER;
-- Where the embedded engine drew each subject ([{ "name", "minX", "minY", "maxX", "maxY" }], fractions
-- of the picture), so the ageing verdict can say "the fine lines in the eagle merge by year 10".
ALTER TABLE "Design" ADD COLUMN "regions" JSONB;
-- The owner's skin tone on a share link (1..10 of the Monk Skin Tone Scale), for the artist's 10-year view.
ALTER TABLE "ShareLink" ADD COLUMN "skinTone" INTEGER;
