import { routeMatcher } from "@/lib/api/match-route";
import { API_OPERATIONS } from "@/lib/api/operations";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";

const OPERATIONS = [...API_OPERATIONS, ...DASHBOARD_OPERATIONS];
const matchRoute = routeMatcher(OPERATIONS.map((operation) => operation.path));

/**
 * The methods an /api path serves, from the operation objects (the list `serve` puts in its own
 * `Allow`), or null when no operation has that path.
 */
export function allowedMethodsOf(pathname: string): string[] | null {
  const route = matchRoute(pathname);
  if (!route) return null;
  return OPERATIONS.filter((operation) => operation.path === route.path).map((operation) => operation.method);
}
