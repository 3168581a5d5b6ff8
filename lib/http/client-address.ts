import ipaddr from "ipaddr.js";

/**
 * How many reverse proxies in front of the app append to `X-Forwarded-For` and are trusted to:
 * 1 fits Vercel (which overwrites the header with the client's address) and a single nginx,
 * Caddy or load balancer (which append the address they saw). A client can write anything to
 * the left of what the proxies add, so only the Nth entry from the right is the client.
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1;
const MAX_TRUSTED_PROXY_HOPS = 10;

/** `TRUSTED_PROXY_HOPS` as a number of hops, or null when it is not a whole number 0–10. */
export function parseTrustedProxyHops(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return DEFAULT_TRUSTED_PROXY_HOPS;
  if (!/^\d{1,2}$/.test(value.trim())) return null;
  const hops = Number(value.trim());
  return hops <= MAX_TRUSTED_PROXY_HOPS ? hops : null;
}

/** A Request, a Headers object, or the plain header record next-auth hands to `authorize`. */
type HeaderSource = Request | Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Request) return source.headers.get(name) ?? undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** What anonymous callers are counted as when no address can be trusted. */
export const UNTRUSTED_CLIENT = "untrusted";

/**
 * The entry as a rate-limit key: IPv4 as is, IPv6 by its /64 (one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address per request), IPv4-mapped as IPv4.
 * Proxies that add a port (`1.2.3.4:5678`, `[2001:db8::1]:443`) are understood.
 */
function normaliseAddress(entry: string): string | null {
  const text = entry.trim().replace(/^\[([^\]]+)\](?::\d+)?$/, "$1").replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1");
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16)).join(":");
  return `${prefix}::/64`;
}

/**
 * The client's address as the outermost trusted proxy saw it, for per-address rate limits.
 * With `hops` proxies each appending one entry, that is the `hops`-th entry from the right;
 * entries further left were written by the client and are never read. With 0 hops the header
 * is ignored altogether (Next.js passes a client's own `X-Forwarded-For` through untouched, so
 * without a proxy nothing identifies the client and every anonymous caller is counted as one).
 */
export function clientAddress(
  source: HeaderSource,
  hops: number = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS) ?? DEFAULT_TRUSTED_PROXY_HOPS,
): string {
  if (hops === 0) return UNTRUSTED_CLIENT;
  const entries = (header(source, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNTRUSTED_CLIENT;
  // Fewer entries than hops means a request did not pass every proxy (a misconfiguration);
  // the leftmost entry is then the best guess.
  const entry = entries[Math.max(0, entries.length - hops)];
  return normaliseAddress(entry) ?? UNTRUSTED_CLIENT;
}
