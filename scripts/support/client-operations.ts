// The browser's description of the dashboard operations (decision 0215): for each operation of
// lib/dashboard/operations/*-operations.ts, its id, method, path and least role, and a loader
// of the operation itself, in lib/dashboard/operations/client.gen.ts. Client code imports that
// file, so a page's first load carries no zod schema (and no zod); `request` loads the group's
// module, with its schemas, on its first call. Written from the operations, never by hand:
// `npm run dashboard:client-operations` rewrites it, and tests/lib/dashboard/client-operations.test.ts
// fails when the committed file differs. Its types come from the operations too, so a file that
// fell behind fails the type check as well.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Operation } from "@/lib/api/operation";

const OPERATIONS_DIR = path.resolve(import.meta.dirname, "../../lib/dashboard/operations");
export const CLIENT_OPERATIONS_FILE = path.join(OPERATIONS_DIR, "client.gen.ts");

const HEADER = [
  "// Generated from lib/dashboard/operations/*-operations.ts by `npm run dashboard:client-operations`.",
  "// Do not edit: a test fails when it differs from the operations (scripts/support/client-operations.ts).",
  "// What the browser holds of each operation, without its schemas: `request` loads them (decision 0215).",
];

/** `api-key-operations.ts` → `loadApiKeyOperations`: the name of the group's loader. */
const loaderName = (file: string) => `load-${file.replace(/\.ts$/, "")}`.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" && value !== null && "id" in value && "method" in value && "path" in value;

export async function renderClientOperations(): Promise<string> {
  const files = readdirSync(OPERATIONS_DIR)
    .filter((file) => file.endsWith("-operations.ts"))
    .sort();
  const imports: string[] = [];
  const groups: string[] = [];
  for (const file of files) {
    const module = (await import(path.join(OPERATIONS_DIR, file))) as Record<string, Record<string, unknown>>;
    const specifier = `./${file.replace(/\.ts$/, "")}`;
    for (const [group, operations] of Object.entries(module)) {
      const entries = Object.entries(operations);
      if (entries.length === 0 || !entries.every(([, operation]) => isOperation(operation))) continue;
      const loader = loaderName(file);
      const type = `${group[0].toUpperCase()}${group.slice(1)}`;
      imports.push(`import type { ${group} as ${type} } from "${specifier}";`);
      const lines = entries.map(([name, value]) => {
        const { id, method, path: route, role } = value as Operation;
        const fields = [`id: "${id}"`, `method: "${method}"`, `path: "${route}"`, ...(role ? [`role: "${role}"`] : [])];
        return `  ${name}: { ${fields.join(", ")}, load: () => ${loader}().then((group) => group.${name}) },`;
      });
      groups.push(
        [
          `const ${loader} = () => import("${specifier}").then((module) => module.${group});`,
          `export const ${group}: ClientOperations<typeof ${type}> = {`,
          ...lines,
          "};",
        ].join("\n"),
      );
    }
  }
  return [...HEADER, 'import type { ClientOperations } from "@/lib/dashboard/request";', ...imports, "", groups.join("\n\n"), ""].join(
    "\n",
  );
}
