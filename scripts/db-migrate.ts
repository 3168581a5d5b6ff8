// `npm run db:migrate`: `prisma migrate deploy` on DATABASE_URL, through applyMigrations, which
// stops the CLI once it reports the migrations applied instead of waiting out the 10 s idle
// timer Prisma's WASM schema engine leaves running (decisions 0207, 0218).
import { applyMigrations } from "./support/apply-migrations";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: the database to migrate (docs/operating.md).");
  process.exit(1);
}
try {
  await applyMigrations(databaseUrl, { echo: true });
} catch (error) {
  // Prisma's output is already shown above.
  console.error(error instanceof Error ? error.message.split("\n")[0] : error);
  process.exit(1);
}
