// An instance reached directly, with no proxy and TRUSTED_PROXY_HOPS unset (0): whatever a
// client sends, it is counted by its connection's address.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startNextServer, type NextServer } from "../../scripts/support/next-server";
import { awayFromMinuteBoundary } from "../support/away-from-minute-boundary";

let server: NextServer;
const figures: string[] = [];

beforeAll(async () => {
  // The production default that matters here: no trusted proxy. The Redis timeout stays the
  // fleet's 2 s: under npm test's last stage the 250 ms default ran out (the emulator shares the
  // 2 cores with three suites), the limiter counted in memory for a while, as designed, and
  // admitted 38 of the 40, which says nothing about the addresses.
  const { TRUSTED_PROXY_HOPS: _hops, ...env } = JSON.parse(process.env.FLEET_INSTANCE_ENV ?? "{}") as Record<string, string>;
  const port = (Number(process.env.FLEET_PORT) || 3430) + 3;
  // Counts of its own: the fleet's instances count 127.0.0.1 too. Its warnings shown: should
  // Redis not answer in time, the limiter counting in memory says so there.
  server = await startNextServer({
    distDir: ".next",
    port,
    env: { ...env, RATE_LIMIT_PREFIX: `${env.RATE_LIMIT_PREFIX}:direct` },
    showLogs: true,
  });
});
afterAll(async () => {
  await server?.stop();
  console.log(`\nDirect instance (no proxy, TRUSTED_PROXY_HOPS unset):\n${figures.map((line) => `  ${line}`).join("\n")}\n`);
});

/** What a client can claim about its address, in every spelling and repetition. */
const SPOOFS: string[][] = [
  ["X-Forwarded-For: 203.0.113.1"],
  ["X-Forwarded-For: 203.0.113.2, 198.51.100.2"],
  ["x-forwarded-for: 203.0.113.3", "X-FORWARDED-FOR: 203.0.113.4"],
  ["X-Real-IP: 203.0.113.5", "Forwarded: for=203.0.113.5", "True-Client-IP: 203.0.113.5", "CF-Connecting-IP: 203.0.113.5"],
  ["x-vas-peer-address: 203.0.113.6"],
  ["X-VAS-PEER-ADDRESS: 203.0.113.7", "X-Forwarded-For: 203.0.113.7"],
  ["X-Vas-Peer-Address: 203.0.113.8", "x-vas-peer-address: 203.0.113.9"],
  ["x-vas-peer-address: 2001:db8::1", "X-Forwarded-For: 2001:db8::1"],
  ["x_vas_peer_address: 203.0.113.10"],
  ["x-vas-peer-address: ::ffff:203.0.113.11", "x-forwarded-for: unknown"],
];

/** One request with header lines exactly as written, over a raw socket; resolves to the status. */
function rawRequest(method: string, path: string, lines: string[], body = ""): Promise<{ status: number; text: string }> {
  const url = new URL(server.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${url.host}`, "Connection: close", ...lines];
      if (body) head.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
    });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("end", () => resolve({ status: Number(text.slice(9, 12)), text }));
  });
}

describe("an instance reached directly", () => {
  test("40 anonymous requests, each claiming another address, admit exactly 30; no claim gets past the limit after", async () => {
    await awayFromMinuteBoundary();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        rawRequest("GET", "/api/v1/assistants", SPOOFS[i % SPOOFS.length]).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const after = await Promise.all(SPOOFS.map((lines) => rawRequest("GET", "/api/v1/assistants", lines).then((answer) => answer.status)));
    expect(after).toEqual(SPOOFS.map(() => 429));
    figures.push(
      `anonymous burst with spoofed addresses: ${statuses.filter((status) => status === 401).length} of 40 admitted; ${after.length} more spoofs after it: all 429`,
    );
  });

  test("sign-in throttling counts the connection: 50 attempts from one client, each claiming another address, then refused", async () => {
    const csrf = await fetch(`${server.base}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const attempt = (i: number) => {
      const body = new URLSearchParams({
        csrfToken,
        email: `nobody-${i}-${Date.now()}@fleet.test`,
        password: "not-the-password",
        json: "true",
      }).toString();
      return rawRequest(
        "POST",
        "/api/auth/callback/credentials",
        ["Content-Type: application/x-www-form-urlencoded", `Cookie: ${cookie}`, ...SPOOFS[i % SPOOFS.length]],
        body,
      );
    };
    const refusedForNetwork = (text: string) =>
      decodeURIComponent(text.replaceAll("+", " ")).includes("sign-in attempts from your network");
    const answers: boolean[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const texts = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(batch * 10 + i).then((answer) => answer.text)));
      answers.push(...texts.map(refusedForNetwork));
    }
    expect(answers.filter(Boolean)).toHaveLength(0);
    const next = await Promise.all(Array.from({ length: 5 }, (_, i) => attempt(50 + i).then((answer) => refusedForNetwork(answer.text))));
    expect(next).toEqual([true, true, true, true, true]);
    figures.push(`sign-in: 50 attempts with spoofed addresses answered, the next 5 refused ("from your network")`);
  });
});
