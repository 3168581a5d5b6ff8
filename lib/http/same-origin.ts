import { config } from "@/lib/config/config";
import { ApiError } from "@/lib/errors";

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * The host the browser addressed. `X-Forwarded-Host` is a proxy's word for it and counts only
 * when proxies are trusted (TRUSTED_PROXY_HOPS > 0, as for the client address); reached
 * directly, it is whatever the client wrote, and would let a cross-site page name its own host.
 * Of several entries, the rightmost is the one the proxy nearest to us wrote.
 */
export function requestHost(request: Request, hops: number = config().TRUSTED_PROXY_HOPS): string | null {
  const forwarded = hops > 0 ? request.headers.get("x-forwarded-host")?.split(",").at(-1)?.trim() : undefined;
  return forwarded || request.headers.get("host");
}

/** 403 unless the request comes from one of our own pages (its Origin names the host it addressed). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const host = requestHost(request);
  if (!origin || !host || originHost(origin) !== host) {
    throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
  }
}
