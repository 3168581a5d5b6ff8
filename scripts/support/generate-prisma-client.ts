import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
/** What the client in generated/prisma was made from, written there once `prisma generate` succeeds. */
const MADE_FROM = path.join(root, "generated/prisma/.made-from");

/** The schema and the Prisma version: what the generated client depends on. */
function clientSource(): string {
  const { version } = JSON.parse(readFileSync(path.join(root, "node_modules/prisma/package.json"), "utf8")) as { version: string };
  return createHash("sha256")
    .update(`prisma ${version}\n`)
    .update(readFileSync(path.join(root, "prisma/schema.prisma")))
    .digest("hex");
}

function madeFrom(): string | null {
  try {
    return readFileSync(MADE_FROM, "utf8");
  } catch {
    return null;
  }
}

/**
 * `prisma generate` (what `npm run db:generate` runs), quietly: its output is shown only when it
 * fails. `npm run dev` runs it beside the embedded database's start and the migrations, which
 * do not need the client (decision 0218): on two cores neither waits for the other. With
 * `unlessCurrent`, a client made from this schema by this Prisma is kept (`npm install` made it,
 * decision 0221), and the second of CPU the CLI takes goes to Next's start instead.
 */
export function generatePrismaClient({ unlessCurrent = false }: { unlessCurrent?: boolean } = {}): Promise<void> {
  const source = clientSource();
  if (unlessCurrent && madeFrom() === source) return Promise.resolve();
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
    prisma.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`prisma generate failed (exit code ${code}):\n${output}`));
      writeFileSync(MADE_FROM, source);
      resolve();
    });
  });
}
