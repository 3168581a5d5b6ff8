import { ApiError } from "@/lib/api/errors";
import { refusalResponse } from "./refusal-response";

/** Whether every percent sign starts a valid escape and the escapes decode to UTF-8. */
function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON 400 for an /api path that is not valid percent-encoding (`/api/v1/assistants/%E0%A4%A`),
 * or null to let the request go on. Next.js would fail to decode the route's parameters and
 * answer its plain-text 500.
 */
export function refuseMalformedApiPath(request: Request): Response | null {
  if (isWellEncoded(new URL(request.url).pathname)) return null;
  return refusalResponse(
    new ApiError("VALIDATION_ERROR", "The request path is not valid percent-encoded UTF-8", [{ path: "path", message: "Malformed percent-encoding" }]),
  );
}
