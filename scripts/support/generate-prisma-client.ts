import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `prisma generate` (what `npm run db:generate` runs), quietly: its output is shown only when it
 * fails. `npm run dev` runs it beside the embedded database's start and the migrations, which
 * do not need the client (decision 0218): on two cores neither waits for the other.
 */
export function generatePrismaClient(): Promise<void> {
  return new Promise((resolve, reject) => {
    const prisma = spawn(path.join(root, "node_modules/.bin/prisma"), ["generate", "--no-hints"], {
      cwd: root,
      // Never loaded with the "client" engine, but Prisma insists the variable names a file (package.json's db:generate).
      env: { ...process.env, PRISMA_QUERY_ENGINE_LIBRARY: path.join(root, "package.json"), PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    });
    let output = "";
    prisma.stdout.on("data", (chunk: Buffer) => (output += chunk));
    prisma.stderr.on("data", (chunk: Buffer) => (output += chunk));
    prisma.on("error", reject);
    prisma.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`prisma generate failed (exit code ${code}):\n${output}`))));
  });
}
