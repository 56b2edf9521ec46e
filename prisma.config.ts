import { defineConfig } from "prisma/config";

// The database URL is only needed by CLI commands that connect (migrate, studio); the app
// and our own migration runner read DATABASE_URL through app/utils/env.server.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/inkwell" },
});
