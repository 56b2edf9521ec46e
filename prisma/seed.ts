import pg from "pg";
import { DEFAULT_IDEAS, DEFAULT_STYLES, normalizeCatalogText } from "../app/modules/catalog/defaults.ts";

/**
 * Adds the default styles and ideas of spec §9. Idempotent: rows that exist (by id or by
 * name) are left as they are, so usage counts survive every restart.
 */
export async function seedDatabase(databaseUrl: string): Promise<{ styles: number; ideas: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let styles = 0;
    for (const style of DEFAULT_STYLES) {
      const result = await client.query(
        `INSERT INTO "Style" (id, name, "normalizedName") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [style.id, style.name, normalizeCatalogText(style.name)],
      );
      styles += result.rowCount ?? 0;
    }
    let ideas = 0;
    for (const idea of DEFAULT_IDEAS) {
      const result = await client.query(
        `INSERT INTO "PopularIdea" (id, text, "normalizedText") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [idea.id, idea.text, normalizeCatalogText(idea.text)],
      );
      ideas += result.rowCount ?? 0;
    }
    return { styles, ideas };
  } finally {
    await client.end();
  }
}
