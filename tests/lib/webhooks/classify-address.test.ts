import ipaddr from "ipaddr.js";
import { describe, expect, test } from "vitest";
import { classifyAddress } from "@/lib/webhooks/classify-address";

// The IANA IPv4 Special-Purpose Address Registry, every entry (globally reachable or not).
const IANA_IPV4_SPECIAL_PURPOSE: Array<[cidr: string, name: string]> = [
  ["0.0.0.0/8", '"This network"'],
  ["0.0.0.0/32", '"This host on this network"'],
  ["10.0.0.0/8", "Private-Use"],
  ["100.64.0.0/10", "Shared Address Space"],
  ["127.0.0.0/8", "Loopback"],
  ["169.254.0.0/16", "Link Local"],
  ["172.16.0.0/12", "Private-Use"],
  ["192.0.0.0/24", "IETF Protocol Assignments"],
  ["192.0.0.0/29", "IPv4 Service Continuity Prefix"],
  ["192.0.0.8/32", "IPv4 dummy address"],
  ["192.0.0.9/32", "Port Control Protocol Anycast"],
  ["192.0.0.10/32", "Traversal Using Relays around NAT Anycast"],
  ["192.0.0.170/32", "NAT64/DNS64 Discovery"],
  ["192.0.0.171/32", "NAT64/DNS64 Discovery"],
  ["192.0.2.0/24", "Documentation (TEST-NET-1)"],
  ["192.31.196.0/24", "AS112-v4"],
  ["192.52.193.0/24", "AMT"],
  ["192.88.99.0/24", "Deprecated (6to4 Relay Anycast)"],
  ["192.88.99.2/32", "6a44-relay anycast address"],
  ["192.168.0.0/16", "Private-Use"],
  ["192.175.48.0/24", "Direct Delegation AS112 Service"],
  ["198.18.0.0/15", "Benchmarking"],
  ["198.51.100.0/24", "Documentation (TEST-NET-2)"],
  ["203.0.113.0/24", "Documentation (TEST-NET-3)"],
  ["240.0.0.0/4", "Reserved"],
  ["255.255.255.255/32", "Limited Broadcast"],
];

// The IANA IPv6 Special-Purpose Address Registry, every entry.
const IANA_IPV6_SPECIAL_PURPOSE: Array<[cidr: string, name: string]> = [
  ["::1/128", "Loopback Address"],
  ["::/128", "Unspecified Address"],
  ["::ffff:0:0/96", "IPv4-mapped Address"],
  ["64:ff9b::/96", "IPv4-IPv6 Translat."],
  ["64:ff9b:1::/48", "IPv4-IPv6 Translat. (local use)"],
  ["100::/64", "Discard-Only Address Block"],
  ["100:0:0:1::/64", "Dummy IPv6 Prefix"],
  ["2001::/23", "IETF Protocol Assignments"],
  ["2001::/32", "TEREDO"],
  ["2001:1::1/128", "Port Control Protocol Anycast"],
  ["2001:1::2/128", "Traversal Using Relays around NAT Anycast"],
  ["2001:1::3/128", "DNS-SD Service Registration Protocol Anycast"],
  ["2001:2::/48", "Benchmarking"],
  ["2001:3::/32", "AMT"],
  ["2001:4:112::/48", "AS112-v6"],
  ["2001:10::/28", "Deprecated (previously ORCHID)"],
  ["2001:20::/28", "ORCHIDv2"],
  ["2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix"],
  ["2001:db8::/32", "Documentation"],
  ["2002::/16", "6to4"],
  ["2620:4f:8000::/48", "Direct Delegation AS112 Service"],
  ["3fff::/20", "Documentation"],
  ["5f00::/16", "Segment Routing (SRv6) SIDs"],
  ["fc00::/7", "Unique-Local"],
  ["fe80::/10", "Link-Local Unicast"],
];

// Not in the special-purpose registries, but no more a webhook receiver than those are.
const OTHER_NON_GLOBAL: Array<[cidr: string, name: string]> = [
  ["224.0.0.0/4", "IPv4 multicast"],
  ["ff00::/8", "IPv6 multicast"],
  ["fec0::/10", "deprecated site-local"],
  ["::ffff:0:0:0/96", "IPv4-translated (RFC 6145)"],
  ["4000::/3", "IPv6 outside the global unicast space 2000::/3"],
];

/** The first, a middle and the last address of a block: a range check off by one shows here. */
function samples(cidr: string): string[] {
  const first =
    ipaddr.parseCIDR(cidr)[0].kind() === "ipv4"
      ? [ipaddr.IPv4.networkAddressFromCIDR(cidr), ipaddr.IPv4.broadcastAddressFromCIDR(cidr)]
      : [ipaddr.IPv6.networkAddressFromCIDR(cidr), ipaddr.IPv6.broadcastAddressFromCIDR(cidr)];
  const [low, high] = first.map((address) => address.toByteArray());
  const middle = low.map((byte, index) => (byte + high[index]) >> 1);
  return [...new Set([low, middle, high].map((bytes) => ipaddr.fromByteArray(bytes).toString()))];
}

describe("classifyAddress: every special-purpose range is refused", () => {
  const cases = [...IANA_IPV4_SPECIAL_PURPOSE, ...IANA_IPV6_SPECIAL_PURPOSE, ...OTHER_NON_GLOBAL].flatMap(([cidr, name]) =>
    samples(cidr).map((address) => [address, cidr, name]),
  );

  test.each(cases)("refuses %s (%s, %s)", (address) => {
    expect(classifyAddress(address)).toEqual(expect.any(String));
  });

  test("the table is the whole of both registries", () => {
    expect(IANA_IPV4_SPECIAL_PURPOSE).toHaveLength(26);
    expect(IANA_IPV6_SPECIAL_PURPOSE).toHaveLength(25);
    expect(cases.length).toBeGreaterThan(120);
  });
});

describe("classifyAddress: global unicast addresses are accepted", () => {
  test.each([
    ["8.8.8.8", "IPv4 control"],
    ["93.184.216.34", "IPv4"],
    ["1.1.1.1", "IPv4"],
    ["172.32.0.1", "just past 172.16.0.0/12"],
    ["100.128.0.1", "just past 100.64.0.0/10"],
    ["192.88.100.1", "just past 192.88.99.0/24"],
    ["223.255.255.254", "just below multicast"],
    ["2606:4700:4700::1111", "IPv6 control"],
    ["2a00:1450:4001::200e", "IPv6"],
    ["2001:4860:4860::8888", "2001:4860::/32 is outside 2001::/23"],
    ["2001:200::1", "just past 2001::/23"],
    ["3ffe:ffff::1", "just below 3fff::/20"],
    ["::ffff:8.8.8.8", "IPv4-mapped, public inside"],
    ["64:ff9b::808:808", "NAT64, public inside"],
    ["2002:808:808::1", "6to4, public inside"],
    // Teredo: server 65.54.227.120, client 157.60.0.1 XOR-ed with ones.
    ["2001:0:4136:e378:8000:63bf:62c3:fffe", "Teredo, public server and client"],
  ])("accepts %s (%s)", (address) => {
    expect(classifyAddress(address)).toBeNull();
  });
});

describe("classifyAddress: IPv6 forms are judged by the IPv4 address they carry", () => {
  test.each([
    ["::ffff:127.0.0.1", /loopback.*127\.0\.0\.1, carried in the IPv4-mapped/],
    ["::ffff:7f00:1", /loopback.*IPv4-mapped/],
    ["0:0:0:0:0:ffff:a00:1", /private.*10\.0\.0\.1/],
    ["::ffff:169.254.169.254", /metadata/],
    ["::ffff:0:0", /unspecified/],
    ["::7f00:1", /loopback.*IPv4-compatible/],
    ["::a00:1", /private.*IPv4-compatible/],
    ["64:ff9b::10.0.0.1", /private.*NAT64/],
    ["64:ff9b::7f00:1", /loopback.*NAT64/],
    ["64:ff9b:1::808:808", /local-use NAT64/],
    ["2002:7f00::1", /loopback.*127\.0\.0\.0, carried in the 6to4/],
    ["2002:a9fe::1", /link-local.*6to4/],
    ["2002:c0a8:0101::1", /private.*192\.168\.1\.1.*6to4/],
    ["2002:c058:6301::", /192\.88\.99\.1.*6to4/],
    // Teredo, client 127.0.0.1 (XOR-ed: 80ff:fffe) behind a public server.
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", /loopback.*127\.0\.0\.1.*Teredo/],
    // Teredo, client 10.0.0.1 (XOR-ed: f5ff:fffe).
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", /private.*10\.0\.0\.1.*Teredo/],
    // Teredo, private server, public client.
    ["2001:0:a00:1:8000:63bf:62c3:fffe", /private.*10\.0\.0\.1.*Teredo/],
  ])("refuses %s", (address, reason) => {
    expect(classifyAddress(address)).toMatch(reason);
  });
});

describe("classifyAddress: odd input", () => {
  test.each([
    ["fe80::1%lo", /zone id/],
    ["fe80::1%eth0", /zone id/],
    ["2606:4700:4700::1111%eth0", /zone id/],
    ["127.1", /not an IP address/],
    ["0x7f.0.0.1", /not an IP address/],
    ["2130706433", /not an IP address/],
    ["010.0.0.1", /not an IP address/],
    ["", /not an IP address/],
    ["example.com", /not an IP address/],
    ["1.2.3.4.5", /not an IP address/],
    ["::ffff:1.2.3", /not an IP address/],
  ])("refuses %j without throwing", (address, reason) => {
    expect(classifyAddress(address)).toMatch(reason);
  });

  test("every spelling of one address gets one verdict", () => {
    for (const spelling of ["::1", "0:0:0:0:0:0:0:1", "0000:0000::0001", "::0:1"]) expect(classifyAddress(spelling)).toMatch(/loopback/);
    for (const spelling of ["FE80::ABCD", "fe80:0:0:0:0:0:0:abcd"]) expect(classifyAddress(spelling)).toMatch(/link-local/);
  });
});
