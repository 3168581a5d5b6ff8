// The process's one LISTEN connection: every part of the process that wants notifications
// (the API key cache, follow mode's waiting requests) shares it, and it survives the loss of
// its backend. Connections are told apart by application_name in pg_stat_activity.
import { afterEach, describe, expect, test, vi } from "vitest";
import { closeApiKeyCache, getApiKeyCache } from "@/lib/api-keys/api-key-cache";
import { db } from "@/lib/db";
import {
  createDatabaseListener,
  type DatabaseListener,
  LISTENER_NAME,
  type ListenerLog,
  type NotificationHandlers,
} from "@/lib/db-notifications/listen-for-notifications";
import { closeEventNotifications, EVENT_CHANNEL, eventNotifications } from "@/lib/events/event-notifications";
import { startStallableTcpProxy } from "../../support/stallable-tcp-proxy";

const listeners: DatabaseListener[] = [];

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

async function connectionsNamed(name: string): Promise<number> {
  const [{ count }] = await db.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = ${name} AND datname = current_database()`;
  return count;
}

async function terminate(name: string): Promise<void> {
  await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                       WHERE application_name = ${name} AND datname = current_database()`;
}

const notify = (channel: string, payload: string) => db.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;

/** A listener of this test's own (its own application_name), with what it logged and heard. */
function testListener(name: string, { reconnectMinMs = 100 } = {}) {
  const logged: string[] = [];
  const log: ListenerLog = {
    warn: (_fields, message) => logged.push(`warn: ${message}`),
    info: (_fields, message) => logged.push(`info: ${message}`),
  };
  const applicationName = `${LISTENER_NAME}:test-${name}`;
  const listener = createDatabaseListener({ connectionString: process.env.DATABASE_URL!, applicationName, reconnectMinMs, log });
  listeners.push(listener);
  return { listener, logged, applicationName };
}

/** Handlers that record what they hear. */
function recorder() {
  const heard: string[] = [];
  let resets = 0;
  const handlers: NotificationHandlers = { onNotification: (payload) => heard.push(payload), onReset: () => void resets++ };
  return { handlers, heard, resets: () => resets };
}

describe("the process's listener", () => {
  test("the API key cache and a waiting follow request share one connection, and both recover from its loss", async () => {
    const processName = `${LISTENER_NAME}:${process.pid}`;
    const cache = getApiKeyCache();
    const watch = eventNotifications().watch("acct_listener_test");
    try {
      await vi.waitFor(() => expect([cache.live, eventNotifications().live]).toEqual([true, true]), { timeout: 10_000, interval: 20 });
      expect(await connectionsNamed(processName)).toBe(1);

      // One backend gone takes both down: they were on the same connection.
      await terminate(processName);
      await vi.waitFor(() => expect([cache.live, eventNotifications().live]).toEqual([false, false]), { timeout: 5_000, interval: 5 });
      await vi.waitFor(() => expect([cache.live, eventNotifications().live]).toEqual([true, true]), { timeout: 10_000, interval: 20 });
      expect(await connectionsNamed(processName)).toBe(1);
    } finally {
      watch.close();
      await closeEventNotifications();
      await closeApiKeyCache();
    }
    // The last subscriber gone, the connection is closed.
    await vi.waitFor(async () => expect(await connectionsNamed(processName)).toBe(0), { timeout: 5_000, interval: 20 });
  });
});

describe("createDatabaseListener", () => {
  test("delivers each channel's notifications to its subscribers only, LISTENing as channels come and go", async () => {
    const { listener, applicationName } = testListener("channels");
    const first = recorder();
    const second = recorder();
    const leaveFirst = listener.subscribe("listener_test_a", first.handlers);
    await vi.waitFor(() => expect(listener.listening("listener_test_a")).toBe(true), { timeout: 10_000, interval: 20 });
    expect(first.resets()).toBe(1);
    expect(listener.listening("listener_test_b")).toBe(false);

    // A channel subscribed on a live connection: LISTENed, and its subscriber told to start over.
    const leaveSecond = listener.subscribe("listener_test_b", second.handlers);
    await vi.waitFor(() => expect(listener.listening("listener_test_b")).toBe(true), { timeout: 5_000, interval: 5 });
    expect(second.resets()).toBe(1);

    await notify("listener_test_a", "one");
    await notify("listener_test_b", "two");
    await vi.waitFor(() => expect([first.heard, second.heard]).toEqual([["one"], ["two"]]), { timeout: 5_000, interval: 5 });

    await leaveFirst();
    await vi.waitFor(() => expect(listener.listening("listener_test_a")).toBe(false), { timeout: 5_000, interval: 5 });
    await notify("listener_test_a", "unheard");
    await notify("listener_test_b", "three");
    await vi.waitFor(() => expect(second.heard).toEqual(["two", "three"]), { timeout: 5_000, interval: 5 });
    expect(first.heard).toEqual(["one"]);
    expect(await connectionsNamed(applicationName)).toBe(1);

    await leaveSecond();
    expect(listener.live).toBe(false);
    await vi.waitFor(async () => expect(await connectionsNamed(applicationName)).toBe(0), { timeout: 5_000, interval: 20 });
  });

  test("after a loss it resets every subscriber, says so once, reconnects and LISTENs again", async () => {
    const { listener, logged, applicationName } = testListener("loss");
    const events = recorder();
    const keys = recorder();
    listener.subscribe(EVENT_CHANNEL, events.handlers);
    listener.subscribe("listener_test_keys", keys.handlers);
    await vi.waitFor(() => expect(listener.live).toBe(true), { timeout: 10_000, interval: 20 });
    expect([events.resets(), keys.resets()]).toEqual([1, 1]);

    await terminate(applicationName);
    await vi.waitFor(() => expect(listener.live).toBe(false), { timeout: 5_000, interval: 5 });
    expect([events.resets(), keys.resets()]).toEqual([2, 2]);
    await vi.waitFor(() => expect(listener.listening("listener_test_keys")).toBe(true), { timeout: 10_000, interval: 20 });
    expect([events.resets(), keys.resets()]).toEqual([3, 3]);
    expect(logged).toEqual([
      "warn: database notifications lost; their subscribers fall back to reading the database until they arrive again",
      "info: database notifications arrive again",
    ]);

    await notify("listener_test_keys", "after the loss");
    await vi.waitFor(() => expect(keys.heard).toEqual(["after the loss"]), { timeout: 5_000, interval: 5 });
  });

  // The probe every 5 s, then its 2 s wait: about 7 s of waiting.
  test("a database that stops answering fails the next probe: the listener goes off, and no rejection is left unhandled", {
    timeout: 20_000,
  }, async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const url = new URL(process.env.DATABASE_URL!);
    const proxy = await startStallableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    try {
      url.hostname = proxy.host;
      url.port = String(proxy.port);
      const logged: string[] = [];
      const log: ListenerLog = { warn: (fields, message) => logged.push(`${fields.reason}: ${message}`), info: () => {} };
      const listener = createDatabaseListener({ connectionString: url.toString(), reconnectMinMs: 60_000, log });
      listeners.push(listener);
      const { handlers, resets } = recorder();
      listener.subscribe("listener_test_stall", handlers);
      await vi.waitFor(() => expect(listener.live).toBe(true), { timeout: 10_000, interval: 20 });

      proxy.hold();
      await vi.waitFor(() => expect(listener.live).toBe(false), { timeout: 15_000, interval: 50 });
      expect(logged).toEqual([
        "probe failed: no notification within 2000 ms: database notifications lost; their subscribers fall back to reading the database until they arrive again",
      ]);
      expect(resets()).toBe(2);
      // Unhandled, the rejection would surface a turn after it happened.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await proxy.close();
    }
  });

  test("without a database it is never live, says so once and keeps trying", async () => {
    const logged: string[] = [];
    const log: ListenerLog = { warn: (_fields, message) => logged.push(message), info: (_fields, message) => logged.push(message) };
    let attempts = 0;
    const listener = createDatabaseListener({
      connectionString: () => {
        attempts++;
        return "postgresql://postgres@127.0.0.1:1/nowhere";
      },
      reconnectMinMs: 20,
      log,
    });
    listeners.push(listener);
    const { handlers, resets } = recorder();
    listener.subscribe("listener_test_nowhere", handlers);
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 });
    expect(listener.live).toBe(false);
    expect(resets()).toBeGreaterThanOrEqual(2);
    expect(logged).toEqual(["database notifications unavailable; their subscribers fall back to reading the database until they arrive"]);
  });

  // PGlite (Postgres compiled to WASM) takes seconds of CPU to start: 9 s on a quiet machine, past
  // the default 20 s when the build runs beside the unit tests.
  test("on the embedded PGlite (one session for every connection) it is never live, so subscribers read instead of waiting", {
    timeout: 60_000,
  }, async () => {
    // PGlite hands a NOTIFY to the connection that sent it, never to another one: a listener
    // that trusted its self-sent probe waited for events the CLI recorded until a long poll ran out.
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
    const port = await freePort();
    const pglite = await PGlite.create();
    const server = new PGLiteSocketServer({ db: pglite, port, host: "127.0.0.1", maxConnections: 8 });
    await server.start();
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
    try {
      const logged: string[] = [];
      const log: ListenerLog = { warn: (_fields, message) => logged.push(message), info: (_fields, message) => logged.push(message) };
      const listener = createDatabaseListener({ connectionString: url, reconnectMinMs: 60_000, log });
      listeners.push(listener);
      const { handlers, resets } = recorder();
      listener.subscribe("listener_test_pglite", handlers);
      await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 8_000, interval: 20 });
      expect(logged[0]).toMatch(/database notifications unavailable; their subscribers fall back to reading the database/);
      expect(listener.live).toBe(false);
      expect(listener.listening("listener_test_pglite")).toBe(false);
      // Woken to read now: whatever was committed meanwhile is found by reading.
      expect(resets()).toBeGreaterThanOrEqual(1);
      await listener.close();
    } finally {
      await server.stop();
      await pglite.close();
    }
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}
