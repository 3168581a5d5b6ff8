import type { ApiError } from "@/lib/errors";
import { errorResponse } from "@/lib/api/responses";
import { newId } from "@/lib/ids";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS } from "@/lib/http/security-headers";

/**
 * The JSON error answer for a request refused before any route handler runs (proxy.ts and the
 * method guard): the same body, request id and security headers a route would give it.
 */
export function refusalResponse(error: ApiError): Response {
  const requestId = newId("req");
  const response = errorResponse(error, requestId);
  response.headers.set("X-Request-Id", requestId);
  for (const { key, value } of COMMON_SECURITY_HEADERS) response.headers.set(key, value);
  response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  return response;
}
