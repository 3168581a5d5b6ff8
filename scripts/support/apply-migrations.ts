import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

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

/** The last line `prisma migrate deploy` prints when every migration is applied and recorded. */
const DEPLOYED = /All migrations have been successfully applied\.|No pending migrations to apply\./;

/**
 * Applies prisma/migrations to the database, exactly as a production deploy does. Async on
 * purpose: the embedded dev database is served from this very process, so blocking the event
 * loop while Prisma talks to it would deadlock. A failure rejects with Prisma's output.
 *
 * Prisma 6.19's WASM schema engine leaves a 10 s timer running when it is done, which kept the
 * CLI alive 10 s after its work on every call (decision 0207). Once it prints that the
 * migrations are applied (each in its own committed transaction, recorded in
 * _prisma_migrations), it is stopped instead of waited for; the promise settles when it has
 * exited, so its connections are closing. Without that line, its exit code decides.
 * `echo` passes Prisma's output through as it comes (`npm run db:migrate`, decision 0218).
 */
export function applyMigrations(databaseUrl: string, { echo = false }: { echo?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const prisma = spawn(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
      cwd: root,
      env: prismaCliEnv(databaseUrl),
    });
    let output = "";
    let deployed = false;
    const collect = (chunk: Buffer) => {
      // `npm run db:migrate` shows Prisma's report as it comes; `npm run dev` only a failure's.
      if (echo) process.stdout.write(chunk);
      output += chunk;
      if (!deployed && DEPLOYED.test(output)) {
        deployed = true;
        prisma.kill("SIGTERM");
      }
    };
    prisma.stdout.on("data", collect);
    prisma.stderr.on("data", collect);
    prisma.on("error", reject);
    prisma.on("exit", (code) => {
      if (deployed || code === 0) resolve();
      else reject(new Error(`prisma migrate deploy failed (exit code ${code}):\n${output}`));
    });
  });
}
