import type { ApiError, ErrorBody } from "@/lib/errors";

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json; charset=utf-8", ...init.headers },
  });
}

/** The one error body: what the answer carries and what the API logs keep of it. */
export function errorBodyOf(error: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      requestId,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

export function errorResponse(error: ApiError, requestId: string, body: ErrorBody = errorBodyOf(error, requestId)): Response {
  return json(body, { status: error.status, headers: error.headers });
}
