-- A suggested style or idea is unique per author, not across everyone: a person adding a
-- name that only someone else's pending (not yet public) suggestion holds is no longer
-- refused with a 409 that revealed it. Duplicates among what a person can see are still
-- refused by the app.
DROP INDEX "Style_normalizedName_key";
CREATE UNIQUE INDEX "Style_normalizedName_suggestedById_key" ON "Style"("normalizedName", "suggestedById");

DROP INDEX "PopularIdea_normalizedText_key";
CREATE UNIQUE INDEX "PopularIdea_normalizedText_suggestedById_key" ON "PopularIdea"("normalizedText", "suggestedById");
