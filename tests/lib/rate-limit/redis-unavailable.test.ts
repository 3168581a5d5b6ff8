// What happens when Redis cannot be reached: requests are counted in memory after at most a
// short timeout, and Redis is used again once it answers.
import net from "node:net";
import { Redis } from "@upstash/redis";
import { afterEach, describe, expect, test } from "vitest";
import { createRateLimiter, rateLimiterService, type RateLimiter } from "@/lib/rate-limit/rate-limiter";
import { tierLimits } from "@/lib/rate-limit/windows";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { callApi, createTestAccount } from "../../support/api-client";
import { provideForTest } from "../../support/provide-service";

const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(onConnection: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    onConnection(socket);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address() as net.AddressInfo;
      resolve(`http://127.0.0.1:${address.port}`);
    }),
  );
}

/** A Redis REST endpoint that accepts connections and never answers. */
function silentEndpoint(): Promise<string> {
  return listen(() => {});
}

/** Forwards to the real emulator while `up`, drops connections otherwise. */
async function switchableEndpoint(target: string) {
  const live = new Set<net.Socket>();
  let up = true;
  const state = {
    get up() {
      return up;
    },
    set up(value: boolean) {
      up = value;
      // Kept-alive connections would otherwise carry on as if nothing happened.
      if (!value) for (const socket of live) socket.destroy();
    },
  };
  const targetUrl = new URL(target);
  const url = await listen((socket) => {
    if (!up) return socket.destroy();
    live.add(socket);
    socket.on("close", () => live.delete(socket));
    const upstream = net.connect(Number(targetUrl.port), targetUrl.hostname);
    socket.pipe(upstream).pipe(socket);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return { url, state };
}

/** Forwards to the real emulator, holding each chunk from the app back by `delayMs` first. */
async function delayedEndpoint(target: string) {
  const state = { delayMs: 0 };
  const targetUrl = new URL(target);
  const url = await listen((socket) => {
    const upstream = net.connect(Number(targetUrl.port), targetUrl.hostname);
    socket.on("data", (chunk: Buffer) => {
      setTimeout(() => upstream.write(chunk), state.delayMs);
    });
    upstream.pipe(socket);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
    socket.on("close", () => upstream.destroy());
  });
  return { url, state };
}

const token = () => process.env.UPSTASH_REDIS_REST_TOKEN ?? "";
const prefix = () => `${process.env.RATE_LIMIT_PREFIX}:outage:${Date.now()}`;

describe("Redis unreachable", () => {
  test("a Redis that never answers costs one request the timeout, then counts in memory", async () => {
    const logs: string[] = [];
    const limiter = createRateLimiter({ redis: { url: await silentEndpoint(), token: "t", timeoutMs: 200 }, log: (m) => logs.push(m) });

    const started = performance.now();
    const first = await limiter.check(tierLimits("STARTER"), "acct:slow");
    const firstMs = performance.now() - started;
    expect(first).toMatchObject({ success: true, store: "memory", limit: 60, remaining: 59 });
    // Before Redis has ever answered, the wait is the adaptive timeout's cap (1 s).
    expect(firstMs).toBeGreaterThanOrEqual(990);
    expect(firstMs).toBeLessThan(2000);
    expect(logs).toEqual([expect.stringContaining("Redis unavailable")]);

    // While Redis is considered down, requests do not wait for it at all.
    const next = performance.now();
    for (let i = 0; i < 59; i++) expect((await limiter.check(tierLimits("STARTER"), "acct:slow")).success).toBe(true);
    expect(performance.now() - next).toBeLessThan(100);
    // And the limit still holds, per process.
    expect(await limiter.check(tierLimits("STARTER"), "acct:slow")).toMatchObject({ success: false, remaining: 0, store: "memory" });
  });

  test("a refused connection falls back at once; Redis is used again once it answers", async () => {
    const upstream = process.env.UPSTASH_REDIS_REST_URL ?? "";
    const endpoint = await switchableEndpoint(upstream);
    const logs: string[] = [];
    const limiter = createRateLimiter({
      redis: { url: endpoint.url, token: token(), timeoutMs: 250, prefix: prefix() },
      redisRetryAfterMs: 300,
      log: (m) => logs.push(m),
    });

    expect(await limiter.check(tierLimits("PROFESSIONAL"), "acct:flaky")).toMatchObject({ store: "redis", remaining: 119 });
    endpoint.state.up = false;
    const started = performance.now();
    expect(await limiter.check(tierLimits("PROFESSIONAL"), "acct:flaky")).toMatchObject({ store: "memory", success: true });
    expect(performance.now() - started).toBeLessThan(250);

    endpoint.state.up = true;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await limiter.check(tierLimits("PROFESSIONAL"), "acct:flaky")).toMatchObject({ store: "redis", remaining: 118 });
    expect(logs).toEqual([expect.stringContaining("Redis unavailable"), expect.stringContaining("reachable again")]);
  });

  test("a Redis slower than the timeout mid-burst: counting carries on from Redis's last count, never past the limit", async () => {
    const endpoint = await delayedEndpoint(process.env.UPSTASH_REDIS_REST_URL ?? "");
    const logs: string[] = [];
    const keyPrefix = prefix();
    const limiter = createRateLimiter({
      redis: { url: endpoint.url, token: token(), timeoutMs: 150, prefix: keyPrefix },
      log: (m) => logs.push(m),
    });
    const limits = tierLimits("PAY_AS_YOU_GO");

    const before = [];
    for (let i = 0; i < 12; i++) before.push(await limiter.check(limits, "ip:198.51.100.1"));
    expect(before.every((decision) => decision.success && decision.store === "redis")).toBe(true);

    // Redis now answers after the timeout: each of these calls is probably counted there too.
    endpoint.state.delayMs = 400;
    const burst = await Promise.all(Array.from({ length: 40 }, () => limiter.check(limits, "ip:198.51.100.1")));
    const admitted = burst.filter((decision) => decision.success);
    expect(admitted).toHaveLength(30 - 12);
    expect(burst.every((decision) => decision.store === "memory")).toBe(true);
    expect(new Set(admitted.map((decision) => decision.remaining)).size).toBe(admitted.length);
    expect(logs).toEqual([expect.stringContaining("Redis unavailable")]);

    // The timed-out calls were not abandoned: Redis counted the same 30, so the fleet agrees.
    // Read the minute window's stored count itself: the sliding remainder a peek reports would
    // shrink if a minute boundary passed meanwhile (Redis counts on its own clock), and the
    // delayed calls arrive when they arrive, so wait for them rather than for a fixed time.
    const redis = new Redis({ url: process.env.UPSTASH_REDIS_REST_URL ?? "", token: token(), responseEncoding: false });
    const minuteKey = `${keyPrefix}:minute:30:ip:198.51.100.1`;
    await expect
      .poll(async () => Number(await redis.hget(minuteKey, "c")) + Number(await redis.hget(minuteKey, "p")), { timeout: 10_000 })
      .toBe(30);
  });

  test("an answer that arrived while this process was busy past the timeout is Redis's count, not a fall-back", async () => {
    const logs: string[] = [];
    const limiter = createRateLimiter({
      redis: { url: process.env.UPSTASH_REDIS_REST_URL ?? "", token: token(), timeoutMs: 150, prefix: prefix() },
      log: (m) => logs.push(m),
    });
    const limits = tierLimits("PAY_AS_YOU_GO");
    expect(await limiter.check(limits, "ip:198.51.100.3")).toMatchObject({ store: "redis", remaining: 29 });

    // The call is on its way; then this process computes for longer than the timeout (a sign-in's
    // hashing, a loaded machine) while Redis answers at once. When the loop comes round, the
    // expired timer and the answer are both waiting; the answer must win.
    const pending = limiter.check(limits, "ip:198.51.100.3");
    // (In an I/O or immediate callback, as a request's own work is: the loop then goes to its
    // timers before it reads any socket.)
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = performance.now() + 400;
        while (performance.now() < until);
        resolve();
      }),
    );
    expect(await pending).toMatchObject({ store: "redis", remaining: 28 });
    expect(logs).toEqual([]);
  });

  test("a burst while Redis is slow from its first request never admits more than the limit", async () => {
    const endpoint = await delayedEndpoint(process.env.UPSTASH_REDIS_REST_URL ?? "");
    // Longer than the 1 s a process waits before Redis has answered once.
    endpoint.state.delayMs = 1_500;
    const limiter = createRateLimiter({
      redis: { url: endpoint.url, token: token(), timeoutMs: 100, prefix: prefix() },
      redisRetryAfterMs: 200,
      log: () => {},
    });
    const limits = tierLimits("PAY_AS_YOU_GO");
    const statuses: boolean[] = [];
    for (let round = 0; round < 2; round++) {
      const burst = await Promise.all(Array.from({ length: 40 }, () => limiter.check(limits, "ip:198.51.100.2")));
      statuses.push(...burst.map((decision) => decision.success));
      // Redis answers quickly again, and has counted what the timed-out calls sent it.
      endpoint.state.delayMs = 0;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(statuses.filter(Boolean)).toHaveLength(30);
    const after = await limiter.check(limits, "ip:198.51.100.2");
    expect(after).toMatchObject({ success: false, store: "redis" });
  });

  test("the API keeps answering, with rate-limit headers, while Redis is down", async () => {
    provideForTest(
      rateLimiterService,
      createRateLimiter({ redis: { url: await silentEndpoint(), token: "t", timeoutMs: 150 }, log: () => {} }),
    );
    const { key } = await createTestAccount({ tier: "PAY_AS_YOU_GO" });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await callApi(assistantOperations.list, { key });
      statuses.push(response.status);
      expect(response.headers.get("x-ratelimit-remaining")).toBe(String(Math.max(0, 29 - i)));
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  test("without Redis configured the limiter counts in memory and says so", () => {
    const limiter: RateLimiter = createRateLimiter();
    expect(limiter.store).toBe("memory");
  });
});
