import { ApiError } from "@/lib/errors";
import { ROUTE_METHODS, type HttpMethod, type Implementation, type Operation, type RouteMethod } from "./operation";
import { answerHttp, isRateLimited, type Route } from "./pipeline/run-pipeline";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
/** A route export; `operation` lets tests and tools find what it serves. */
export type RouteHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & { operation?: Operation };

/**
 * The exports of one route file: each implemented operation under its method, and for every
 * other method the JSON 405 with `Allow` listing exactly what the path serves. HEAD follows GET.
 */
export function serve(...implementations: Implementation[]): Record<RouteMethod, RouteHandler> {
  const paths = new Set(implementations.map(({ operation }) => operation.path));
  if (paths.size !== 1) throw new Error(`serve() takes the operations of one path, got ${[...paths].join(", ")}`);
  const byMethod = new Map<string, Implementation>(implementations.map((i) => [i.operation.method, i]));
  if (byMethod.size !== implementations.length) throw new Error(`Two operations share a method on ${[...paths][0]}`);

  const allow = implementations.map(({ operation }) => operation.method).join(", ");
  const notAllowed = (request: Request) =>
    new ApiError("METHOD_NOT_ALLOWED", `${request.method} is not supported here; use ${allow}`, undefined, { Allow: allow });
  // A method the path does not serve is counted as its operations' callers are.
  const refused: Route = { template: implementations[0].operation.path, rateLimited: isRateLimited(implementations[0].operation) };

  const handlerFor = (method: RouteMethod): RouteHandler => {
    const implementation = byMethod.get(method === "HEAD" ? "GET" : method);
    if (!implementation) return (request) => answerHttp(request, refused, undefined, async () => undefined, notAllowed);
    const { operation } = implementation;
    const route: Route = { operation, template: operation.path, rateLimited: isRateLimited(operation) };
    return Object.assign(
      (request: Request, context?: RouteContext) => answerHttp(request, route, implementation, async () => context?.params),
      { operation: implementation.operation },
    );
  };
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handlerFor(method)])) as Record<RouteMethod, RouteHandler>;
}

/** Every method of a path no route serves: the JSON 404, rate limited like any anonymous call. */
export function serveNotFound(): Record<RouteMethod, RouteHandler> {
  const handler: RouteHandler = (request) =>
    answerHttp(
      request,
      { rateLimited: true },
      undefined,
      async () => undefined,
      () => new ApiError("NOT_FOUND", `No route ${request.method} ${new URL(request.url).pathname}`),
    );
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handler])) as Record<RouteMethod, RouteHandler>;
}

export type { HttpMethod };
// Route files bind handlers with these; they are defined beside the Operation they implement.
export { implement, type Implementation, type OperationInput } from "./operation";
