import { ApiError } from "./errors";
import { handleApiRequest } from "./handle-api-request";

/**
 * A /api/v1 answer that needs no key (the OpenAPI document, unknown routes, wrong methods):
 * still rate limited and still carrying the same headers and error body as every other.
 */
export function publicRoute(handler: (request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> => handleApiRequest(request, () => handler(request));
}

/** The JSON 404 for paths under /api/v1 that no route serves. */
export const routeNotFound = publicRoute(async (request) => {
  throw new ApiError("NOT_FOUND", `No route ${request.method} ${new URL(request.url).pathname}`);
});

/** The handler for every method a route does not support: 405 with `Allow`. */
export function methodNotAllowed(allowed: readonly string[]) {
  const allow = allowed.join(", ");
  return publicRoute(async (request) => {
    throw new ApiError("METHOD_NOT_ALLOWED", `${request.method} is not supported here; use ${allow}`, undefined, {
      Allow: allow,
    });
  });
}
