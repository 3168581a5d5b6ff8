import { BlockList, isIP } from "node:net";

// Address ranges a webhook must never reach: the service's own host and network, cloud
// metadata, and ranges that are not routable on the public internet.
const RANGES: Array<[label: string, network: string, prefix: number, family: "ipv4" | "ipv6"]> = [
  ["a reserved \"this network\" address", "0.0.0.0", 8, "ipv4"],
  ["a private network address", "10.0.0.0", 8, "ipv4"],
  ["a carrier-grade NAT (CGNAT) address", "100.64.0.0", 10, "ipv4"],
  ["a loopback address", "127.0.0.0", 8, "ipv4"],
  ["a link-local or cloud metadata address", "169.254.0.0", 16, "ipv4"],
  ["a private network address", "172.16.0.0", 12, "ipv4"],
  ["a reserved IETF protocol address", "192.0.0.0", 24, "ipv4"],
  ["a documentation address", "192.0.2.0", 24, "ipv4"],
  ["a private network address", "192.168.0.0", 16, "ipv4"],
  ["a benchmarking address", "198.18.0.0", 15, "ipv4"],
  ["a documentation address", "198.51.100.0", 24, "ipv4"],
  ["a documentation address", "203.0.113.0", 24, "ipv4"],
  ["a multicast address", "224.0.0.0", 4, "ipv4"],
  ["a reserved address", "240.0.0.0", 4, "ipv4"],
  ["an unspecified address", "::", 128, "ipv6"],
  ["a loopback address", "::1", 128, "ipv6"],
  ["a discard-only address", "100::", 64, "ipv6"],
  ["a documentation address", "2001:db8::", 32, "ipv6"],
  ["a private network (unique local) address", "fc00::", 7, "ipv6"],
  ["a link-local address", "fe80::", 10, "ipv6"],
  ["a site-local address", "fec0::", 10, "ipv6"],
  ["a multicast address", "ff00::", 8, "ipv6"],
];

const lists = RANGES.map(([label, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { label, list, family };
});

function hexPairToIpv4(high: string, low: string): string {
  const value = (parseInt(high, 16) << 16) | parseInt(low, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join(".");
}

/**
 * The IPv4 address an IPv6 address carries, for the forms that route to IPv4 hosts:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4
 * (2002:AABB:CCDD::/48). `::ffff:127.0.0.1` must be judged as 127.0.0.1.
 */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (dotted) return dotted[1];
  const hex = lower.match(/^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) return hexPairToIpv4(hex[1], hex[2]);
  const sixToFour = lower.match(/^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/);
  if (sixToFour) return hexPairToIpv4(sixToFour[1], sixToFour[2]);
  return null;
}

/**
 * Why an IP address is not a public one a webhook may be sent to, as a phrase for an error
 * message ("a loopback address"), or null when it is public.
 */
export function classifyAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return "not an IP address";
  if (family === 6) {
    // The WHATWG URL serialiser gives one canonical spelling (zeros compressed, lowercase,
    // embedded dotted quads as hex), so every spelling of an address is judged alike.
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    const v4 = embeddedIpv4(canonical);
    if (v4 !== null) {
      const reason = classifyAddress(v4);
      return reason === null ? null : `${reason} (as an IPv4-mapped IPv6 address)`;
    }
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  // BlockList accepts any valid spelling of the address itself.
  for (const { label, list, family: listFamily } of lists) {
    if (listFamily === type && list.check(address, type)) return label;
  }
  return null;
}
