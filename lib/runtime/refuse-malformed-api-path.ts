import { ApiError } from "@/lib/errors";

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
 * The 400 for an /api request target whose path is not valid percent-encoding
 * (`/api/v1/assistants/%E0%A4%A`), or null to let the request go on. Next.js decodes a
 * route's parameters while matching it, before any handler or the proxy could answer, and
 * would answer its HTML error page. Costs one `includes` for a path without a percent sign.
 */
export function malformedApiPathError(target: string): ApiError | null {
  if (!target.includes("%")) return null;
  const queryAt = target.indexOf("?");
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!(pathname === "/api" || pathname.startsWith("/api/")) || isWellEncoded(pathname)) return null;
  return new ApiError("VALIDATION_ERROR", "The request path is not valid percent-encoded UTF-8", [
    { path: "path", message: "Malformed percent-encoding" },
  ]);
}
