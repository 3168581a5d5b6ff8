import { newId } from "@/lib/ids";
import { recordRequest } from "@/lib/observability/record-request";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import type { RateLimitDecision } from "@/lib/rate-limit/types";
import { rateLimitedError, rateLimitHeaders } from "@/lib/rate-limit/rate-limited-error";
import { identifyCaller, type Caller } from "./identify-caller";
import { errorResponse } from "./responses";
import { toApiError } from "./to-api-error";

/**
 * `accountId` is filled in once known (by the key, or by `run` from the session), for the request
 * log; `rateLimit` by `run` when it counted the request itself (a dashboard write, per member).
 */
export type RequestScope = { requestId: string; caller: Caller | null; accountId?: string; rateLimit?: RateLimitDecision };

/**
 * How a family of routes is served: the public API is rate limited, the dashboard's is private
 * to a session. `operationId` names the operation in the request log and metrics.
 */
export type RequestPolicy = { rateLimited: boolean; operationId?: string };

/**
 * The core every /api answer goes through: a request id, the rate limit before anything else
 * (the order the customer asked for), the one mapping from thrown errors to the error body,
 * the headers on every response, errors included, and the one request log line. Authentication
 * and input are `run`'s.
 */
export async function handleRequest(
  request: Request,
  policy: RequestPolicy,
  run: (scope: RequestScope) => Promise<Response>,
): Promise<Response> {
  const startedAt = performance.now();
  const requestId = newId("req");
  const scope: RequestScope = { requestId, caller: null };
  let headers: Record<string, string> = {};
  let response: Response;
  try {
    if (policy.rateLimited) {
      const caller = await identifyCaller(request);
      scope.caller = caller;
      scope.accountId = caller.accountId;
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
    response = errorResponse(apiError, requestId);
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // A limit counted inside `run` (the member's write limit); a refusal by another limit on the
  // way (an invitation's mail limit) keeps the headers of the window that refused it.
  if (scope.rateLimit && !response.headers.has("X-RateLimit-Limit")) {
    for (const [name, value] of Object.entries(rateLimitHeaders(scope.rateLimit))) response.headers.set(name, value);
  }
  response.headers.set("X-Request-Id", requestId);
  recordRequest({
    requestId,
    operation: policy.operationId,
    method: request.method,
    ...(policy.operationId ? {} : { path: new URL(request.url).pathname }),
    accountId: scope.accountId,
    status: response.status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
  });
  return response;
}
