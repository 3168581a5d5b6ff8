import { randomInt } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { parseConfig } from "@/lib/config/config";
import { clientAddress, PEER_ADDRESS_HEADER, UNKNOWN_CLIENT } from "@/lib/http/client-address";
import { callApi } from "../../support/api-client";

const PEER = "192.0.2.50";

/** A request as the server hands it on: the socket's peer stamped, X-Forwarded-For as sent. */
function withForwardedFor(value: string | null, peer: string | null = PEER): Request {
  const headers = new Headers();
  if (value !== null) headers.set("x-forwarded-for", value);
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
  return new Request("http://app.test/api/v1/assistants", { headers });
}

// tests/global-setup.ts sets 1 for in-process requests: keep it for the other test files.
const configuredHops = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  process.env.TRUSTED_PROXY_HOPS = configuredHops;
});

describe("clientAddress", () => {
  test.each([
    // [hops, X-Forwarded-For, the address counted, the deployment]
    [1, "198.51.100.7", "198.51.100.7", "Vercel: the platform overwrites the header"],
    [1, "6.6.6.6, 198.51.100.7", "198.51.100.7", "one proxy appended to what the client sent"],
    [1, "1.1.1.1, 2.2.2.2, 198.51.100.7", "198.51.100.7", "a client sends several entries"],
    [2, "6.6.6.6, 198.51.100.7, 10.0.0.2", "198.51.100.7", "CDN then load balancer"],
    [2, "198.51.100.7", "198.51.100.7", "fewer entries than hops: the leftmost"],
    [0, "198.51.100.7", PEER, "no proxy: the header is the client's own, the socket's peer counts"],
    [0, null, PEER, "no proxy, no header: the peer"],
    [1, null, PEER, "no header: the request went around the proxy, its peer is the client"],
    [1, " , ", PEER, "empty entries: the peer"],
    [1, "6.6.6.6, not-an-ip", UNKNOWN_CLIENT, "garbage where the proxy writes"],
    [1, "198.51.100.7:52113", "198.51.100.7", "IPv4 with a port (Azure)"],
    [1, "[2001:db8:1:2::5]:443", "2001:db8:1:2::/64", "IPv6 with a port"],
    [1, "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64", "IPv6 counts per /64"],
    [1, "2001:DB8:1:2::9", "2001:db8:1:2::/64", "another address of the same /64"],
    [1, "::ffff:198.51.100.7", "198.51.100.7", "IPv4-mapped counts as IPv4"],
  ] as Array<[number, string | null, string, string]>)("hops %i, X-Forwarded-For %j → %s (%s)", (hops, header, expected) => {
    expect(clientAddress(withForwardedFor(header), hops)).toBe(expected);
  });

  test("reads TRUSTED_PROXY_HOPS, default 0 (the peer)", () => {
    const request = withForwardedFor("6.6.6.6, 198.51.100.7, 10.0.0.2");
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(clientAddress(request)).toBe(PEER);
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientAddress(request)).toBe("198.51.100.7");
    process.env.TRUSTED_PROXY_HOPS = "0";
    expect(clientAddress(request)).toBe(PEER);
  });

  test.each([
    ["::ffff:192.0.2.9", "192.0.2.9"],
    ["2001:db8:7:7::1", "2001:db8:7:7::/64"],
  ])("the peer %s counts as %s", (peer, expected) => {
    expect(clientAddress(withForwardedFor("6.6.6.6", peer), 0)).toBe(expected);
  });

  test("a request that did not pass the server (no peer) and names no trusted hop is the unknown client", () => {
    expect(clientAddress(withForwardedFor("6.6.6.6", null), 0)).toBe(UNKNOWN_CLIENT);
  });

  test.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    [" 3 ", 3],
    ["10", 10],
    ["11", null],
    ["-1", null],
    ["1.5", null],
    ["one", null],
  ])("TRUSTED_PROXY_HOPS=%j is %j hops (null: refused)", (value, hops) => {
    const { config, issues } = parseConfig({ TRUSTED_PROXY_HOPS: value });
    expect(issues.length === 0 ? config.TRUSTED_PROXY_HOPS : null).toBe(hops);
  });
});

describe("the anonymous per-address limit", () => {
  // Through the real /api/v1 pipeline and Redis: a client behind one proxy (which appends the
  // address it saw) sends a fresh X-Forwarded-For of its own with every request.
  test("is not skipped by a fresh X-Forwarded-For on each of 200 requests", async () => {
    const subnet = `198.51.${randomInt(256)}`;
    const proxySaw = `${subnet}.10`;
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          callApi(assistantOperations.list, { ip: `203.0.113.${batch}, 10.${batch}.${index}.1, ${proxySaw}` }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    // Pay-As-You-Go allows 30 a minute per address: the rest are refused.
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(170);

    // Another client behind the same proxy has its own budget.
    const neighbour = await callApi(assistantOperations.list, { ip: `203.0.113.1, ${subnet}.11` });
    expect(neighbour.status).toBe(401);
  });
});
