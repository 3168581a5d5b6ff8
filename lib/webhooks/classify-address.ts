import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * Why each special-purpose range of ipaddr.js is refused, as a phrase for an error message.
 * Together these cover the IANA IPv4 and IPv6 special-purpose address registries (plus
 * multicast, broadcast and the deprecated site-local range). Even the registry's "globally
 * reachable" entries (anycast relays, AS112, AMT, ORCHIDv2) are infrastructure, never a
 * customer's webhook receiver, so every special-purpose range is refused.
 */
const RANGE_PHRASES: Record<string, string> = {
  unspecified: 'an unspecified ("this network") address',
  broadcast: "the broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local or cloud metadata address",
  loopback: "a loopback address",
  carrierGradeNat: "a carrier-grade NAT (CGNAT) address",
  private: "a private network address",
  uniqueLocal: "a private network (unique local) address",
  deprecatedSiteLocal: "a site-local address",
  reserved: "a reserved, documentation or IETF protocol address",
  benchmarking: "a benchmarking address",
  as112: "an AS112 DNS service address",
  as112v6: "an AS112 DNS service address",
  amt: "an AMT relay anycast address",
  discard: "a discard-only address",
  rfc6145: "an IPv4-translated address",
  rfc6052: "a local-use NAT64 address",
  deprecatedOrchid: "an ORCHID address",
  orchid2: "an ORCHIDv2 address",
  droneRemoteIdProtocolEntityTags: "a drone remote ID (DET) address",
  segmentRouting: "a segment routing (SRv6) address",
};

/** The global unicast space of IPv6; everything outside it is reserved or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** The well-known NAT64 prefix: the only NAT64 form whose embedded IPv4 can be trusted (RFC 6052). */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

function ipv4From(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/**
 * The IPv4 addresses an IPv6 address routes to, for the transition forms that carry one:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d),
 * 6to4 (2002:AABB:CCDD::/48) and Teredo (2001:0:SERVER:…:CLIENT, the client XOR-ed with ones).
 * null when the address is none of these. (ipaddr.js reads the dotted spelling `::a.b.c.d` as
 * IPv4-mapped; both forms are judged by the same embedded address, so only the label differs.)
 */
function embeddedIpv4(address: IPv6): { form: string; addresses: IPv4[] } | null {
  const p = address.parts;
  const range = address.range();
  const last = () => ipv4From(p[6], p[7]);
  if (range === "ipv4Mapped") return { form: "IPv4-mapped", addresses: [last()] };
  if (range === "6to4") return { form: "6to4", addresses: [ipv4From(p[1], p[2])] };
  if (range === "teredo") return { form: "Teredo", addresses: [ipv4From(p[2], p[3]), ipv4From(p[6] ^ 0xffff, p[7] ^ 0xffff)] };
  if (address.match(NAT64_WELL_KNOWN)) return { form: "NAT64", addresses: [last()] };
  const compatible = p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || p[7] > 1);
  if (compatible) return { form: "IPv4-compatible", addresses: [last()] };
  return null;
}

function classifyIpv4(address: IPv4): string | null {
  const range = address.range();
  if (range === "unicast") return null;
  // An unknown name (a range added by a newer ipaddr.js) is refused too: fail closed.
  return RANGE_PHRASES[range] ?? "a special-purpose address";
}

function classifyIpv6(address: IPv6): string | null {
  if (address.zoneId !== undefined) return "a scoped address with a zone id";
  const embedded = embeddedIpv4(address);
  if (embedded) {
    for (const ipv4 of embedded.addresses) {
      const reason = classifyIpv4(ipv4);
      if (reason !== null) return `${reason} (${ipv4.toString()}, carried in the ${embedded.form} IPv6 address)`;
    }
    return null;
  }
  const range = address.range();
  if (range !== "unicast") return RANGE_PHRASES[range] ?? "a special-purpose address";
  if (!address.match(GLOBAL_UNICAST_V6)) return "not a global unicast address";
  return null;
}

/**
 * Why an IP address is not a global unicast address a webhook may be sent to, as a phrase for
 * an error message ("a loopback address"), or null when it is one. Addresses in IPv6
 * transition forms are judged by every IPv4 address they carry.
 */
export function classifyAddress(address: string): string | null {
  // Only canonical spellings: "127.1" or "0x7f.0.0.1" are valid to some parsers and not to
  // others, and a check must judge exactly the address that will be connected to.
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return classifyIpv4(ipaddr.IPv4.parse(address));
  if (ipaddr.IPv6.isValid(address)) return classifyIpv6(ipaddr.IPv6.parse(address));
  return "not an IP address";
}
