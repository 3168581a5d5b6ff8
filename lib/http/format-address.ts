import ipaddr from "ipaddr.js";

/**
 * A client address as stored (lib/http/client-address.ts: IPv4 as is, IPv6 by its /64 in full
 * form such as `0:0:0:0::/64`) or as received, the way a person reads it: IPv4-mapped IPv6 as
 * IPv4, IPv6 compressed (`2001:db8:33::/64`), and the loopback as "localhost". The loopback's
 * /64 is all zeroes, a prefix no routed client has, so that one is read as ::1 too (a browser
 * on the same machine is the usual case: `npm run dev`). Anything else is shown as it came.
 * Used on every page and mail that shows an address; exports and the API keep the stored value.
 */
export function formatClientAddress(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [text, bits, ...rest] = stored.split("/");
  if (rest.length > 0) return stored;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return stored;
  if (!ipaddr.IPv6.isValid(text)) return stored;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  if (bits === undefined) return address.range() === "loopback" ? "localhost" : address.toString();
  const zeroPrefix = address.parts.slice(0, 4).every((part) => part === 0);
  if (zeroPrefix && bits === "64") return "localhost";
  return `${address.toString()}/${bits}`;
}
