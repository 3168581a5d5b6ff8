// The benchmarks run under tsx (plain Node ESM), not under vitest or Next's bundler, and
// CommonJS packages import differently there (next-auth's providers once broke every
// benchmark that signs a user in). This loads every module a benchmark imports, as tsx does.
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scripts = readdirSync(path.join(root, "scripts")).filter((name) => /^bench-.*\.ts$/.test(name));

function importsOf(script: string): string[] {
  const source = readFileSync(path.join(root, "scripts", script), "utf8");
  const specifiers = [...source.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]);
  // Relative specifiers are resolved from the script's folder; "@/…" and packages as written.
  return specifiers.map((specifier) => (specifier.startsWith(".") ? path.join(root, "scripts", specifier) : specifier));
}

test("every module the benchmarks import loads under tsx", { timeout: 60_000 }, async () => {
  const modules = [...new Set(scripts.flatMap(importsOf))];
  expect(modules.length).toBeGreaterThan(10);
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["tests/support/import-modules.ts", ...modules], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  expect(stdout).toContain(`loaded ${modules.length}`);
});
