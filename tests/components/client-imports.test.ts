// What a "use client" module imports ships to every browser that opens its page. This walks the
// import graph from each client module (value imports only: `import type` is erased) and fails
// when one reaches a module that must stay on the server or is too heavy for a page that does
// not need it (a schema module that happens to sit beside one once shipped the password
// dictionaries to every dashboard page: about 800 KiB).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Server-only or heavy modules, and the client modules allowed to reach them. */
const KEPT_OFF_THE_CLIENT: Record<string, string[]> = {
  "lib/db.ts": [],
  "lib/observability/logger.ts": [],
  // The password-strength estimate (zxcvbn dictionaries): only where a password is chosen.
  "lib/passwords/estimate-password-strength.ts": ["components/account/", "app/(auth)/invite/"],
};

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"']*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && !candidate.endsWith("/") && path.extname(candidate)) return candidate;
  }
  return null;
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)]
    .map((match) => resolve(match[1], file))
    .filter((found): found is string => found !== null);
}

/** Every module reachable from `start`, each with the chain that reaches it. */
function reachable(start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of importsOf(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

const sourceFiles = ["app", "components", "lib"].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, folder, file)),
);
const clientModules = sourceFiles.filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")));

test("the walk finds the client modules", () => {
  expect(clientModules.length).toBeGreaterThan(20);
});

test("no client module reaches a server-only or heavy module it has no use for", () => {
  const problems: string[] = [];
  for (const client of clientModules) {
    const chains = reachable(client);
    for (const [kept, allowed] of Object.entries(KEPT_OFF_THE_CLIENT)) {
      const chain = chains.get(path.join(root, kept));
      const relative = path.relative(root, client);
      if (chain && !allowed.some((prefix) => relative.startsWith(prefix))) {
        problems.push(chain.map((file) => path.relative(root, file)).join(" → "));
      }
    }
  }
  expect(problems).toEqual([]);
});
