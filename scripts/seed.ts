/** Adds the default styles and ideas if missing (npm run db:seed). Idempotent. */
import { seedDatabase } from "../prisma/seed";
import { withDatabase } from "./lib/database";

const added = await withDatabase((url) => seedDatabase(url));
console.log(`Seed done: ${added.styles} styles and ${added.ideas} ideas added.`);
