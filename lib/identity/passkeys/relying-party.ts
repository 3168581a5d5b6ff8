import { requestHost } from "@/lib/http/same-origin";
import { config } from "@/lib/config/config";
import { ApiError } from "@/lib/errors";

/** Where passkeys are made and used: the origin the browser is on and its host name (the RP ID). */
export type RelyingParty = { id: string; origin: string };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]"]);

/**
 * The dashboard's origin as the browser sees it, for WebAuthn. With NEXTAUTH_URL set (any real
 * deployment) it is that URL's origin and nothing else: a passkey is bound to it, and a
 * response signed for any other origin is refused. On a loopback address the same port on
 * `localhost` is accepted too, since browsers refuse passkeys on an IP address (an RP ID must
 * be a domain name). Without NEXTAUTH_URL (tests, tools) the origin the request came from,
 * which must name the host it addressed (the same-origin rule of dashboard writes).
 */
export function relyingPartyOf(request: Request): RelyingParty {
  const origin = request.headers.get("origin");
  const url = origin ? parseOrigin(origin) : null;
  if (!url || !isAllowedOrigin(url, request)) throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[")) {
    const local = new URL(url.href);
    local.hostname = "localhost";
    throw new ApiError(
      "VALIDATION_ERROR",
      `Passkeys need a domain name, not an IP address: open the dashboard at ${local.origin} to use them.`,
    );
  }
  return { id: url.hostname, origin: url.origin };
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function isAllowedOrigin(url: URL, request: Request): boolean {
  const configured = config().NEXTAUTH_URL;
  if (!configured) return url.host === requestHost(request);
  const own = new URL(configured);
  if (url.origin === own.origin) return true;
  return LOOPBACK_HOSTS.has(own.hostname) && url.hostname === "localhost" && url.port === own.port && url.protocol === own.protocol;
}
