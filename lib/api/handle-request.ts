import { newId } from "@/lib/ids";
import { recordRequest } from "@/lib/observability/record-request";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import type { RateLimitDecision } from "@/lib/rate-limit/types";
import { ApiError } from "@/lib/errors";
import { identifyCaller, type Caller } from "./identify-caller";
import { errorResponse } from "./responses";
import { toApiError } from "./to-api-error";

/** `accountId` is filled in once known (by the key, or by `run` from the session), for the request log. */
export type RequestScope = { requestId: string; caller: Caller | null; accountId?: string };

/**
 * How a family of routes is served: the public API is rate limited, the dashboard's is private
 * to a session. `operationId` names the operation in the request log and metrics.
 */
export type RequestPolicy = { rateLimited: boolean; operationId?: string };

function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    // Unix seconds, as GitHub's API does: a client can sleep until then without clock maths.
    "X-RateLimit-Reset": String(Math.ceil(decision.reset / 1000)),
  };
}

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
      if (!decision.success) {
        throw new ApiError("RATE_LIMITED", `Rate limit exceeded; retry in ${decision.retryAfterSeconds} s`, undefined, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
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
