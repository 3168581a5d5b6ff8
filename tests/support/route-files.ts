// What the app's route files actually export, read from the file system: the ground truth the
// operation registries and the OpenAPI document are checked against.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Operation } from "@/lib/api/operation";
import type { RouteHandler } from "@/lib/api/serve-operations";

const root = path.resolve(import.meta.dirname, "../..");

/** Route files that are not built from operations: next-auth, Inngest, the health probes, the JSON 404. */
export const ROUTES_WITHOUT_OPERATIONS = [
  "app/api/auth/[...nextauth]/route.ts",
  "app/api/inngest/route.ts",
  "app/api/health/route.ts",
  "app/api/health/live/route.ts",
  "app/api/[...path]/route.ts",
];

export function listRouteFiles(directory = "app/api"): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return listRouteFiles(relative);
    return entry.name === "route.ts" ? [relative] : [];
  });
}

/** The operations a route file serves, by the handlers it exports. */
export async function servedOperations(file: string): Promise<Operation[]> {
  const module = (await import(path.join(root, file))) as Record<string, RouteHandler>;
  return Object.entries(module)
    .filter(([name, handler]) => name !== "HEAD" && typeof handler === "function" && handler.operation)
    .map(([, handler]) => handler.operation!);
}
