import { newId } from "@/lib/ids";
import { getRateLimiter } from "@/lib/rate-limit/check-rate-limit";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import type { RateLimitDecision } from "@/lib/rate-limit/types";
import { ApiError } from "./errors";
import { identifyCaller, type Caller } from "./identify-caller";
import { errorResponse } from "./responses";

export type RequestScope = { request: Request; requestId: string; caller: Caller };

function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    // Unix seconds, as GitHub's API does: a client can sleep until then without clock maths.
    "X-RateLimit-Reset": String(Math.ceil(decision.reset / 1000)),
  };
}

/**
 * The part every /api/v1 answer shares: a request id, the rate limit (before anything else,
 * as the spec orders), the one mapping from thrown errors to the error body, and the headers
 * on every response, errors included. Authentication and parsing are the caller's `run`.
 */
export async function handleApiRequest(request: Request, run: (scope: RequestScope) => Promise<Response>): Promise<Response> {
  const requestId = newId("req");
  let headers: Record<string, string> = {};
  let response: Response;
  try {
    const caller = await identifyCaller(request);
    const decision = await getRateLimiter().check(limitsFor(caller.rateLimitTier, caller.accountId), caller.rateLimitId);
    headers = rateLimitHeaders(decision);
    if (!decision.success) {
      throw new ApiError("RATE_LIMITED", `Rate limit exceeded; retry in ${decision.retryAfterSeconds} s`, undefined, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }
    response = await run({ request, requestId, caller });
  } catch (error) {
    response = errorResponse(toApiError(error, request, requestId), requestId);
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set("X-Request-Id", requestId);
  return response;
}

/** Any thrown value as the error the client sees; an unexpected one is logged, never shown. */
export function toApiError(error: unknown, request: Request, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  // The details go to the log under the request id, never to the client.
  console.error(`[${requestId}] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return new ApiError("INTERNAL_ERROR", "Something went wrong on our side; retry later");
}
