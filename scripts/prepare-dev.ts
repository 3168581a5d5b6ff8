// The last step of `npm install` (package.json's postinstall, through scripts/postinstall.mjs):
// what a fresh clone's first `npm run dev` would otherwise do before starting Next, done while
// the newcomer is waiting on npm anyway (decision 0221): the Prisma client generated, and the
// embedded database made and migrated in .data/pglite/. Both are skipped when already there.
import { prepareEmbeddedDatabase } from "./dev-database";
import { generatePrismaClient } from "./support/generate-prisma-client";

const started = performance.now();
await generatePrismaClient({ unlessCurrent: true });
if (await prepareEmbeddedDatabase()) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`▶ Prisma client generated; embedded database made and migrated in .data/pglite/ for npm run dev (${seconds} s)`);
}
