// The local listener (scripts/listen.ts), its real code, following the real Events route over
// HTTP (tests/support/serve-follow-route.ts) and forwarding to a real local receiver that
// verifies every signature. The cases of issue 22: an event recorded while the first request
// is in flight, one committed late by a transaction older than the listener's start, a burst
// of 50 during a long poll; each forwarded exactly once.
import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { db } from "@/lib/db";
import { eventNotifications } from "@/lib/events/event-notifications";
import { recordEvent } from "@/lib/events/record-event";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { runListener } from "@/scripts/listen";
import { createTestAccount } from "../support/api-client";
import { serveFollowRoute, type FollowRouteServer } from "@/scripts/support/serve-follow-route";
import { MISSED_CALL_DATA, recordTestEvent } from "../support/record-test-event";
import { settleEvent } from "../support/settle-event";

const SECRET = "whsec_listener_test_secret";

let api: FollowRouteServer;
let receiver: Server;
let receiverUrl: string;
/** Event ids as the receiver verified them, in arrival order. */
const received: string[] = [];

beforeAll(async () => {
  api = await serveFollowRoute();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        received.push(verifyWebhook(Buffer.concat(chunks), request.headers, SECRET).id);
        response.writeHead(200).end("ok");
      } catch {
        response.writeHead(401).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
});

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await eventNotifications().close();
});

afterEach(() => {
  api.beforeSend = undefined;
  received.length = 0;
});

const record = recordTestEvent;

/** Starts the listener; resolves once it has printed its start (the server answered `after=now`). */
async function startListener(key: string) {
  const controller = new AbortController();
  const lines: string[] = [];
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const running = runListener({
    apiKey: key,
    baseUrl: api.origin,
    forwardTo: receiverUrl,
    secret: SECRET,
    waitSeconds: 5,
    intervalMs: 500,
    log: (line) => lines.push(line),
    onReady: () => ready(),
    signal: controller.signal,
  });
  return {
    started,
    lines,
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out; received ${received.length}: ${JSON.stringify(received)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("an event recorded while the first request is in flight is forwarded, once; one from before the start is not", async () => {
  const { accountId, key } = await createTestAccount();
  const before = await record(accountId);
  await settleEvent(before);
  let during: string | undefined;
  // The server has taken its position and answered; the answer is still on its way.
  api.beforeSend = async (url) => {
    if (url.includes("after=now") && !during) during = await record(accountId);
  };
  const listener = await startListener(key);
  try {
    await listener.started;
    expect(during).toMatch(/^evt_/);
    await until(() => received.includes(during!));
    const after = await record(accountId);
    await until(() => received.includes(after));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([during, after]);
    expect(received).not.toContain(before);
    expect(listener.lines.filter((line) => / call\.missed\s+evt_\w+\s+→ 200 OK/.test(line))).toHaveLength(2);
  } finally {
    await listener.stop();
  }
});

test("an event whose transaction began before the start and commits after it is forwarded, in commit order of its transaction", async () => {
  const { accountId, key } = await createTestAccount();
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let slowId: string | undefined;
  // Its id and time are taken now; it becomes visible only when the transaction commits.
  const slow = db.$transaction(
    async (tx) => {
      slowId = (await recordEvent(tx, accountId, "call.missed", MISSED_CALL_DATA)).id;
      await held;
    },
    { timeout: 20_000 },
  );
  while (!slowId) await new Promise((resolve) => setTimeout(resolve, 10));
  const listener = await startListener(key);
  try {
    await listener.started;
    // A later transaction commits first: the listener must not read past the open one.
    const fast = await record(accountId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    commit();
    await slow;
    await until(() => received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([slowId, fast]);
  } finally {
    commit();
    await listener.stop();
  }
});

test("a burst of 50 events recorded during a long poll: all forwarded, each once, within seconds, in few requests", async () => {
  const { accountId, key } = await createTestAccount();
  const listener = await startListener(key);
  try {
    await listener.started;
    // Let the long poll start waiting on the server.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const requestsBefore = api.requests.length;
    const burst = await Promise.all(Array.from({ length: 50 }, () => record(accountId)));
    await until(() => received.length >= 50, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(50);
    expect(new Set(received)).toEqual(new Set(burst));
    // Long polls answer with every event that is ready: far fewer requests than events.
    expect(api.requests.length - requestsBefore).toBeLessThan(20);
  } finally {
    await listener.stop();
  }
});

test("an idle listener makes one request per wait, not one per interval", async () => {
  const { key } = await createTestAccount();
  const listener = await startListener(key);
  try {
    await listener.started;
    const from = api.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // waitSeconds is 5 in these tests: at most the one poll still open has been counted.
    expect(api.requests.length - from).toBeLessThanOrEqual(1);
  } finally {
    await listener.stop();
  }
});
