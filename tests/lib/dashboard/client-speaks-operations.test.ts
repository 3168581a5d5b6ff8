// The browser calls operations, never URLs: a path or a response schema written on the client
// is a copy of the server's that can drift. Only the operations (and the generic request
// machinery) may hold them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(__dirname, "../../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The code without its comments, so a comment may still name a path. */
function codeOf(file: string): string {
  return readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");
}

// The operations, and the definition of an operation (which derives the dashboard's twins).
const isOperations = (file: string) => /^lib\/.*\/operations\/|^lib\/api\/operation\.ts$/.test(file);
const appSource = ["app", "components", "lib"].flatMap(sourceFiles).concat("proxy.ts");
// Where the browser's data code lives: hooks, pages and components.
const clientSource = appSource.filter((file) => /^(components\/|app\/\(|lib\/dashboard\/)/.test(file) && !isOperations(file));
// The one request function and the JSON-mapping of the operations' own schemas; and the passkey
// prompt, which reads the one answer of a route beside the operations (/api/auth/passkey/options)
// with that route's shared schema.
const MACHINERY = ["lib/dashboard/request.ts", "lib/dashboard/serialize.ts", "lib/dashboard/passkey-prompt.ts"];

describe("the dashboard client speaks the operations", () => {
  test("the scan sees the client's files", () => {
    expect(clientSource).toContain("lib/dashboard/queries/use-calls.ts");
    expect(clientSource).toContain("components/webhooks/webhook-endpoint-card.tsx");
    expect(clientSource.length).toBeGreaterThan(40);
  });

  test("no /api/dashboard URL is written outside the operations", () => {
    const offenders = appSource.filter((file) => !isOperations(file) && /["'`]\/api\/dashboard/.test(codeOf(file)));
    expect(offenders).toEqual([]);
  });

  test("no response schema is written on the client: no zod, no parse outside the request machinery", () => {
    const offenders = clientSource
      .filter((file) => !MACHINERY.includes(file))
      .filter((file) => /from "zod"|\bz\.\w+\(|Schema\)?\.(safeParse|parse)\(/.test(codeOf(file)));
    expect(offenders).toEqual([]);
  });

  test("every dashboard operation that answers a JSON body declares its schema", async () => {
    const { DASHBOARD_OPERATIONS } = await import("@/lib/dashboard/operations");
    const undeclared = DASHBOARD_OPERATIONS.filter(
      (operation) => operation.response.status !== 204 && !operation.response.mediaType && !operation.response.schema,
    );
    expect(undeclared.map((operation) => operation.id)).toEqual([]);
  });

  test("no module of the browser's reaches zod by a static import: schemas load with the first request (decision 0215)", async () => {
    const { cruise } = await import("dependency-cruiser");
    const { default: extractTsConfig } = await import("dependency-cruiser/config-utl/extract-ts-config");
    // The client's entry points: every module marked "use client" (what it imports is in the browser's bundle too).
    const entries = appSource.filter((file) => /^["']use client["']/.test(readFileSync(path.join(root, file), "utf8")));
    const { output } = await cruise(
      entries,
      { tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" }, tsConfig: { fileName: "tsconfig.json" } },
      {},
      { tsConfig: extractTsConfig(path.join(root, "tsconfig.json")) },
    );
    if (typeof output === "string") throw new Error("expected the cruise's result, got a report");
    // Static, value imports only: a type import is erased, an import() is a chunk of its own.
    const imports = new Map(
      output.modules.map((module) => [
        module.source,
        module.dependencies
          .filter((dependency) => !dependency.dynamic && !dependency.dependencyTypes.includes("type-only"))
          .map((dependency) => (/^zod(\/|$)/.test(dependency.module) ? "zod" : dependency.resolved)),
      ]),
    );
    const chains: string[] = [];
    for (const entry of entries) {
      const cameFrom = new Map<string, string | undefined>([[entry, undefined]]);
      const queue = [entry];
      while (queue.length > 0 && !cameFrom.has("zod")) {
        const module = queue.shift() as string;
        for (const next of imports.get(module) ?? []) {
          if (cameFrom.has(next)) continue;
          cameFrom.set(next, module);
          queue.push(next);
        }
      }
      if (!cameFrom.has("zod")) continue;
      const chain: string[] = [];
      for (let module: string | undefined = "zod"; module; module = cameFrom.get(module)) chain.unshift(module);
      chains.push(chain.join(" → "));
    }
    expect(entries.length).toBeGreaterThan(40);
    expect(chains).toEqual([]);
  });
});
