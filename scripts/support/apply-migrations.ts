import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);

/** Environment for the Prisma CLI offline: the query-engine library is never loaded with the
 * "client" engine, but `prisma` insists the variable names an existing file. */
export function prismaCliEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PRISMA_QUERY_ENGINE_LIBRARY: path.join(root, "package.json"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  };
}

/**
 * Applies prisma/migrations to the database, exactly as a production deploy does. Async on
 * purpose: the embedded dev database is served from this very process, so blocking the event
 * loop while Prisma talks to it would deadlock. A failure rejects with Prisma's output.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  await execFileAsync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: prismaCliEnv(databaseUrl),
  });
}
