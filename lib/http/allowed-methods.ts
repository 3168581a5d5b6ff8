import { API_OPERATIONS } from "@/lib/api/operations";
import type { Operation } from "@/lib/api/operation";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";

const byPath = new Map<string, { pattern: RegExp; methods: string[] }>();
for (const operation of [...API_OPERATIONS, ...DASHBOARD_OPERATIONS] as Operation[]) {
  const entry = byPath.get(operation.path) ?? {
    pattern: new RegExp(`^${operation.path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}/?$`),
    methods: [],
  };
  entry.methods.push(operation.method);
  byPath.set(operation.path, entry);
}

/**
 * The methods an /api path serves, from the operation objects (the list `serve` puts in its own
 * `Allow`), or null when no operation has that path. A static path wins over a parameter
 * (`/webhook/test` over `/webhook/{id}`), as in Next.js's routing.
 */
export function allowedMethodsOf(pathname: string): string[] | null {
  const matches = [...byPath.entries()].filter(([, { pattern }]) => pattern.test(pathname));
  if (matches.length === 0) return null;
  const [, best] = matches.sort(([a], [b]) => a.split("{").length - b.split("{").length)[0];
  return best.methods;
}
