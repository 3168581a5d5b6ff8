import { newId } from "@/lib/ids";
import { recordRequest } from "@/lib/observability/record-request";
import { identifyRequest, requestContext, runInRequestContext, type RequestContext } from "@/lib/observability/request-context";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import type { RateLimitDecision } from "@/lib/rate-limit/types";
import { rateLimitedError, rateLimitHeaders } from "@/lib/rate-limit/rate-limited-error";
import type { ErrorBody } from "@/lib/errors";
import { recordApiRequest } from "@/lib/request-logs/record-api-request";
import { identifyCaller, type Caller } from "./identify-caller";
import { errorBodyOf, errorResponse } from "./responses";
import { toApiError } from "./to-api-error";

/**
 * `accountId` is filled in once known (by the key, or by `run` from the session), for the request
 * log; `rateLimit` by `run` when it counted the request itself (a dashboard write, per member).
 */
export type RequestScope = {
  requestId: string;
  caller: Caller | null;
  accountId?: string;
  rateLimit?: RateLimitDecision;
  /** The body as the pipeline read it (JSON text), for the API logs of a failed request. */
  requestBody?: string;
};

/**
 * How a family of routes is served: the public API is rate limited, the dashboard's is private
 * to a session. `operationId` names the operation in the request log and metrics.
 */
export type RequestPolicy = {
  rateLimited: boolean;
  operationId?: string;
  /** The path template the route serves (`/api/v1/assistants/{id}`), for the API logs; absent for unrouted paths. */
  route?: string;
};

/** Only the public API's requests are the customer's API logs (the dashboard's are the member's own clicks). */
const LOGGED_PATH_PREFIX = "/api/v1/";

/**
 * The core every /api answer goes through: a request id, the rate limit before anything else
 * (the order the customer asked for), the one mapping from thrown errors to the error body,
 * the headers on every response, errors included, and the one request log line. Authentication
 * and input are `run`'s. A request made with a usable key is queued for the account's API logs
 * (lib/request-logs/), whatever the answer, a 429 included; the answer never waits for that write.
 */
export function handleRequest(request: Request, policy: RequestPolicy, run: (scope: RequestScope) => Promise<Response>): Promise<Response> {
  // Under `next start` the Node hook opened the request's scope when it arrived
  // (lib/runtime/install-node-hooks.ts); called any other way (tests, scripts), it is opened here.
  const context = requestContext();
  if (context) {
    if (policy.route) context.route = policy.route;
    return answer(request, policy, run, context);
  }
  // One moment for the id and the log entry's time: the id alone then finds its entry's partition.
  const receivedAt = new Date();
  const opened: RequestContext = {
    requestId: newId("req", receivedAt),
    receivedAt,
    path: new URL(request.url).pathname,
    route: policy.route,
  };
  return runInRequestContext(opened, () => answer(request, policy, run, opened));
}

async function answer(
  request: Request,
  policy: RequestPolicy,
  run: (scope: RequestScope) => Promise<Response>,
  { requestId, receivedAt }: RequestContext,
): Promise<Response> {
  const startedAt = performance.now();
  const scope: RequestScope = { requestId, caller: null };
  let errorBody: ErrorBody | undefined;
  let headers: Record<string, string> = {};
  let response: Response;
  try {
    if (policy.rateLimited) {
      const caller = await identifyCaller(request);
      scope.caller = caller;
      scope.accountId = caller.accountId;
      if (caller.accountId && caller.apiKey) identifyRequest(caller.accountId, `api_key:${caller.apiKey.id}`);
      const decision = await getRateLimiter().check(limitsFor(caller.rateLimitTier, caller.accountId), caller.rateLimitId);
      headers = rateLimitHeaders(decision);
      if (!decision.success) throw rateLimitedError(decision);
    } else {
      // Session answers are per user: never kept by a shared cache.
      headers = { "Cache-Control": "no-store" };
    }
    response = await run(scope);
  } catch (error) {
    const apiError = toApiError(error, { method: request.method, path: new URL(request.url).pathname, requestId });
    errorBody = errorBodyOf(apiError, requestId);
    response = errorResponse(apiError, requestId, errorBody);
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // A limit counted inside `run` (the member's write limit); a refusal by another limit on the
  // way (an invitation's mail limit) keeps the headers of the window that refused it.
  if (scope.rateLimit && !response.headers.has("X-RateLimit-Limit")) {
    for (const [name, value] of Object.entries(rateLimitHeaders(scope.rateLimit))) response.headers.set(name, value);
  }
  response.headers.set("X-Request-Id", requestId);
  const durationMs = Math.round((performance.now() - startedAt) * 10) / 10;
  const apiKey = scope.caller?.apiKey;
  if (apiKey && scope.accountId && policy.rateLimited && new URL(request.url).pathname.startsWith(LOGGED_PATH_PREFIX)) {
    recordApiRequest({
      request,
      response,
      requestId,
      receivedAt,
      durationMs,
      accountId: scope.accountId,
      apiKey,
      route: policy.route ?? null,
      errorBody,
      requestBody: scope.requestBody,
    });
  }
  recordRequest({
    requestId,
    operation: policy.operationId,
    method: request.method,
    ...(policy.operationId ? {} : { path: new URL(request.url).pathname }),
    accountId: scope.accountId,
    status: response.status,
    durationMs,
  });
  return response;
}
