import ipaddr from "ipaddr.js";
import { config } from "@/lib/config/config";

/**
 * The connection's peer address, as the server saw it on the socket. The server sets it on
 * every request before Next.js reads the headers (lib/runtime/install-node-hooks.ts) and
 * removes any copy a client sent, so no client can choose it.
 */
export const PEER_ADDRESS_HEADER = "x-vas-peer-address";

/** A Request, a Headers object, or the plain header record next-auth hands to `authorize`. */
type HeaderSource = Request | Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Request) return source.headers.get(name) ?? undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * What a caller is counted as when no address is known: a request that did not come through
 * this app's HTTP server (an in-process call) and names no trusted hop.
 */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The entry as a rate-limit key: IPv4 as is, IPv6 by its /64 (one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address per request), IPv4-mapped as IPv4.
 * Proxies that add a port (`1.2.3.4:5678`, `[2001:db8::1]:443`) are understood.
 */
function normaliseAddress(entry: string): string | null {
  let normalised = normalisedAddresses.get(entry);
  if (normalised === undefined) {
    normalised = parseAddress(entry);
    // Bounded: a flood of made-up addresses empties it instead of growing it.
    if (normalisedAddresses.size >= MAX_REMEMBERED_ADDRESSES) normalisedAddresses.clear();
    normalisedAddresses.set(entry, normalised);
  }
  return normalised;
}

/**
 * What {@link normaliseAddress} made of each entry lately: every API request asks for its
 * client's address (its rate-limit key and its API log entry), and parsing one costs a few µs.
 */
const normalisedAddresses = new Map<string, string | null>();
const MAX_REMEMBERED_ADDRESSES = 10_000;

function parseAddress(entry: string): string | null {
  const text = entry
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, "$1")
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1");
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/**
 * The client's address, for per-address rate limits and sign-in throttling.
 *
 * The hops a request took read, left to right: the `X-Forwarded-For` entries, then the socket's
 * peer. Each trusted proxy appends the address it saw, and the last proxy is the peer, so with
 * `hops` proxies the client is `hops` places left of the peer: the peer itself for 0 (the
 * header is then never read: Next.js passes a client's own `X-Forwarded-For` through), the
 * rightmost header entry for 1. Entries further left were written by the client and are never
 * read. With fewer entries than hops the request went around a proxy (the app is reachable
 * directly, a misconfiguration); the leftmost hop is then the best guess, and with no header
 * at all that is the peer, so a client cannot escape its address by leaving the header out.
 *
 * `hops` is `TRUSTED_PROXY_HOPS`: how many reverse proxies in front of the app append to
 * `X-Forwarded-For` and are trusted to. 0 (the default): none, the app is reached directly, and
 * the client is the connection's own peer. Set 1 behind Vercel (which overwrites the header
 * with the client's address) or a single nginx, Caddy or load balancer (which append the
 * address they saw), and only when the app cannot be reached around them. A client can write
 * anything to the left of what the proxies add, so only the Nth entry from the right is the
 * client.
 */
export function clientAddress(source: HeaderSource, hops: number = config().TRUSTED_PROXY_HOPS): string {
  const peer = header(source, PEER_ADDRESS_HEADER);
  const forwarded =
    hops === 0
      ? []
      : (header(source, "x-forwarded-for") ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean);
  // hops 0 reads the peer; hops N the Nth header entry from the right, or the leftmost hop.
  const entry = hops === 0 ? peer : (forwarded[Math.max(0, forwarded.length - hops)] ?? peer);
  return (entry && normaliseAddress(entry)) || UNKNOWN_CLIENT;
}
