/** A path template matched against a request path, with its parameters' raw (still encoded) values. */
export type RouteMatch = { path: string; params: Record<string, string> };

type Route = { path: string; pattern: RegExp; names: string[] };

function toRoute(path: string): Route {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "([^/]+)")}/?$`);
  return { path, pattern, names };
}

/**
 * Next.js's routing over the operations' path templates (`/api/v1/assistants/{id}`), for the
 * code that must know which route a path reaches before Next does (the unroutable-method
 * guard) or without Next (the test client). A static segment wins over a parameter
 * (`/webhook/test` over `/webhook/{id}`): templates with fewer parameters are tried first.
 */
export function routeMatcher(paths: Iterable<string>): (pathname: string) => RouteMatch | null {
  const routes = [...new Set(paths)].map(toRoute).sort((a, b) => a.names.length - b.names.length);
  return (pathname) => {
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (match) return { path: route.path, params: Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]])) };
    }
    return null;
  };
}
