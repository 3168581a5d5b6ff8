// The SDK, installed from its packed tarball, against a real `next start` of the build on a
// real Postgres and Redis: every operation, auto-pagination over 250 calls, each retry rule
// against a real fault (429 with Retry-After, a 5xx from a proxy, a timeout), one assistant
// from a retried POST, typed errors, a real webhook delivery verified, events followed across
// a server restart.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import type { ApiEvent, WebhookEvent } from "@/sdk/src/index";
import { eventually } from "@/tests/support/eventually";
import { startHttpsReceiver, type HttpsReceiver } from "@/tests/support/https-receiver";
import { sessionCookie } from "@/tests/support/session-cookie";
import { startBuiltServer, type BuiltServer } from "../server/support/built-server";
import { receiverEnv } from "../server/support/webhook-customer";
import {
  createCustomer,
  type FaultProxy,
  installedSdk,
  recordingClient as recordingClientOf,
  type SdkModule,
  startCli,
  startFaultProxy,
} from "./support";

const PORT = Number(process.env.SDK_TEST_PORT ?? 3470);

let sdk: SdkModule;
let server: BuiltServer;
let receiver: HttpsReceiver;
/** A Professional account (120 requests a minute) with a webhook URL on the HTTPS receiver. */
let pro: { accountId: string; key: string; secret: string; cookie: string; assistantId: string };

/** A client on this file's server (or `baseUrl`) whose attempts are recorded as they reach the network. */
function recordingClient(options: { key: string; baseUrl?: string; maxRetries?: number; timeout?: number }) {
  return recordingClientOf(sdk, { ...options, baseUrl: options.baseUrl ?? server.base });
}

async function testCall(cookie: string, assistantId: string, outcome: "completed" | "failed" | "missed" = "completed") {
  const response = await fetch(`${server.base}/api/dashboard/calls/test`, {
    method: "POST",
    headers: { cookie, origin: server.base, "content-type": "application/json" },
    body: JSON.stringify({ assistantId, outcome }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { call: { id: string }; events: Array<{ id: string; type: string }> };
}

/** A proxy of this test's own in front of the server, closed when the test's scope ends. */
async function faultProxy(): Promise<FaultProxy & AsyncDisposable> {
  const proxy = await startFaultProxy(server.base);
  return Object.assign(proxy, { [Symbol.asyncDispose]: () => proxy.close() });
}

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  // The server starts while the global setup may still be installing the SDK.
  [sdk, server] = await Promise.all([installedSdk(), startBuiltServer({ port: PORT, env: receiverEnv(receiver) })]);
  const customer = await createCustomer("PROFESSIONAL");
  Object.assign(process.env, receiverEnv(receiver));
  await setWebhookUrl(customer.accountId, `${receiver.origin}/hooks`);
  const client = new sdk.VoiceAssistantClient({ apiKey: customer.key, baseUrl: server.base });
  const assistant = await client.assistants.create({ name: "Desk", language: "en-US", voiceId: "elevenlabs-rachel" });
  pro = {
    ...customer,
    secret: await revealSigningSecret(customer.accountId),
    cookie: await sessionCookie({ accountId: customer.accountId }),
    assistantId: assistant.id,
  };
});

afterAll(async () => {
  await server?.kill();
  await receiver?.close();
});

describe.concurrent("the SDK against next start", () => {
  test("creates, retrieves, lists, updates and deletes an assistant; each answer's request id is reachable", async () => {
    const { client } = recordingClient({ key: pro.key });
    const created = await client.assistants.create({
      name: "Front desk",
      businessWebsite: "https://example.com",
      language: "en-US",
      voiceTier: "professional",
      voiceId: "elevenlabs-rachel",
    });
    expect(created).toMatchObject({ name: "Front desk", voiceTier: "professional", status: "active" });
    expect(created.lastResponse).toMatchObject({ status: 201, retries: 0, idempotentReplayed: false });
    expect(created.lastResponse.requestId).toMatch(/^req_/);
    expect(created.lastResponse.idempotencyKey).toBeTruthy();
    expect(created.lastResponse.rateLimit.limit).toBe(120);
    // The answer's facts stay out of the object's JSON.
    expect(Object.keys(JSON.parse(JSON.stringify(created)))).not.toContain("lastResponse");

    expect((await client.assistants.retrieve(created.id)).name).toBe("Front desk");
    const updated = await client.assistants.update(created.id, { name: "Night line", status: "inactive" });
    expect(updated).toMatchObject({ id: created.id, name: "Night line", status: "inactive", voiceTier: "professional" });
    const listed = await client.assistants.list({ limit: 100 }).toArray();
    expect(listed.map((assistant) => assistant.id)).toContain(created.id);

    const deleted = await client.assistants.delete(created.id);
    expect(deleted).toMatchObject({ id: created.id, deleted: true });
    expect(deleted.lastResponse.status).toBe(204);
    const gone = await client.assistants.retrieve(created.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(sdk.NotFoundError);
    expect(gone).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((gone as InstanceType<SdkModule["NotFoundError"]>).requestId).toMatch(/^req_/);
  });

  test("pages through 250 calls: for await over every page, .page() with its cursor", async () => {
    const customer = await createCustomer("PROFESSIONAL");
    const { client, attempts } = recordingClient({ key: customer.key });
    const { id: assistantId } = await client.assistants.create({ name: "Pager", language: "en-US", voiceId: "elevenlabs-rachel" });
    const ids = Array.from({ length: 250 }, () => newId("call"));
    await db.call.createMany({
      data: ids.map((id) => ({
        id,
        accountId: customer.accountId,
        assistantId,
        assistantName: "Pager",
        phoneNumber: "+14155550100",
        callerNumber: "+14155550199",
        status: "completed" as const,
        duration: 60,
      })),
    });
    const seen: string[] = [];
    for await (const call of client.calls.list({ limit: 50 })) seen.push(call.id);
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Five pages of 50; the fifth says there is no next one.
    expect(attempts.filter((attempt) => attempt.path === "/api/v1/calls")).toHaveLength(5);

    const first = await client.calls.list({ limit: 100 }).page();
    expect(first.data).toHaveLength(100);
    expect(first.hasNextPage()).toBe(true);
    const second = await client.calls.list({ limit: 100, cursor: first.nextCursor ?? undefined }).page();
    const third = await second.nextPage();
    expect(third?.data).toHaveLength(50);
    expect(third?.hasNextPage()).toBe(false);
    expect(new Set([...first.data, ...second.data, ...(third?.data ?? [])].map((call) => call.id)).size).toBe(250);
  });

  test("every operation of the document has a method, and each answers on the real server", async () => {
    const { client, attempts } = recordingClient({ key: pro.key });
    const { call } = await testCall(pro.cookie, pro.assistantId, "completed");
    const listed = await client.events.list({ limit: 10 }).page();
    expect(listed.data.length).toBeGreaterThan(0);
    const event = listed.data[0];
    expect((await client.events.retrieve(event.id)).id).toBe(event.id);
    expect((await client.calls.retrieve(call.id)).id).toBe(call.id);
    expect((await client.calls.list({ assistantId: pro.assistantId }).page()).data.map((c) => c.id)).toContain(call.id);
    expect((await client.usage.retrieve()).tier).toBe("professional");
    expect((await client.events.redeliver(event.id)).eventId).toBe(event.id);
    expect((await client.events.recover({ since: new Date(Date.now() - 60_000).toISOString() })).queued).toBeGreaterThanOrEqual(0);
    const start = await client.events.followPage({ after: "now" });
    expect(start.nextCursor).toMatch(/^\d+\./);
    expect(Array.isArray((await client.auditLog.list({ limit: 5 }).page()).data)).toBe(true);
    expect(Array.isArray((await client.requestLogs.list({ limit: 5 }).page()).data)).toBe(true);
    const assistants = await client.assistants.list().page();
    const made = await client.assistants.create({ name: "Every op", language: "en-US", voiceId: "elevenlabs-rachel" });
    await client.assistants.retrieve(made.id);
    await client.assistants.update(made.id, { name: "Every op 2" });
    await client.assistants.delete(made.id);
    expect(assistants.data.length).toBeGreaterThan(0);

    // Every (method, path template) of sdk.OPERATIONS reached the server through its method.
    const template = (path: string) => path.replace(/^\/api\/v1/, "").replace(/\/(asst|call|evt)_[0-9a-z]+/g, "/{id}");
    const reached = new Set(attempts.map((attempt) => `${attempt.method} ${template(attempt.path)}`));
    for (const [operationId, binding] of Object.entries(sdk.OPERATIONS)) {
      expect(reached, `${operationId} (${binding.sdk})`).toContain(`${binding.method} ${binding.path}`);
    }
    expect(attempts.every((attempt) => typeof attempt.status === "number" && attempt.status < 400)).toBe(true);
  });

  test("a typed error per code, with status, code, message and request id", async () => {
    const bad = new sdk.VoiceAssistantClient({ apiKey: "vk_live_not_a_key", baseUrl: server.base, maxRetries: 0 });
    const unauthorized = await bad.assistants
      .list()
      .page()
      .catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(sdk.UnauthorizedError);
    expect(unauthorized).toMatchObject({ status: 401, code: "UNAUTHORIZED" });

    const { client } = recordingClient({ key: pro.key });
    const invalid = await client.assistants
      .create({ name: "x", language: "english", voiceId: "elevenlabs-rachel" })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(sdk.ValidationError);
    expect(invalid).toBeInstanceOf(sdk.ApiError);
    expect((invalid as InstanceType<SdkModule["ValidationError"]>).details?.map((detail) => detail.path)).toContain("language");

    const key = `sdk-${newId("asst")}`;
    await client.assistants.create({ name: "Once", language: "en-US", voiceId: "elevenlabs-rachel" }, { idempotencyKey: key });
    const reused = await client.assistants
      .create({ name: "Other body", language: "en-US", voiceId: "elevenlabs-rachel" }, { idempotencyKey: key })
      .catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(sdk.IdempotencyKeyReusedError);
    expect(reused).toMatchObject({ status: 422, code: "IDEMPOTENCY_KEY_REUSED" });
  });

  test("a 5xx from a proxy is retried with backoff; a POST whose answer was lost creates one assistant", async () => {
    await using proxy = await faultProxy();
    const { client, attempts } = recordingClient({ key: pro.key, baseUrl: proxy.origin });
    proxy.failNext(2, 502);
    const page = await client.assistants.list().page();
    expect(page.lastResponse.retries).toBe(2);
    expect(attempts.map((attempt) => attempt.status)).toEqual([502, 502, 200]);

    // The proxy forwards the create, the server makes the assistant, the proxy answers 503.
    const name = `Lost answer ${newId("asst")}`;
    proxy.failNext(1, 503, { forward: true });
    const created = await client.assistants.create({ name, language: "en-US", voiceId: "elevenlabs-rachel" });
    expect(created.lastResponse).toMatchObject({ retries: 1, idempotentReplayed: true });
    const posts = attempts.filter((attempt) => attempt.method === "POST");
    expect(posts.map((attempt) => attempt.status)).toEqual([503, 201]);
    expect(new Set(posts.map((attempt) => attempt.idempotencyKey)).size).toBe(1);
    expect(await db.assistant.count({ where: { accountId: pro.accountId, name } })).toBe(1);

    // Past maxRetries the 5xx is thrown.
    proxy.failNext(3, 503);
    const failed = await client.assistants
      .list()
      .page()
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(sdk.InternalServerError);
    expect(failed).toMatchObject({ status: 503, code: null });
  });

  test("a timed-out POST is retried with its Idempotency-Key and creates one assistant; AbortSignal ends a request", async () => {
    await using proxy = await faultProxy();
    // Long enough for the retry's answer (a replay) on a loaded 2-core machine; the proxy sends
    // the retry on only once the server has answered the held first attempt.
    const { client, attempts } = recordingClient({ key: pro.key, baseUrl: proxy.origin, timeout: 4_000 });
    const name = `Timed out ${newId("asst")}`;
    proxy.holdNext(1);
    const created = await client.assistants.create({ name, language: "en-US", voiceId: "elevenlabs-rachel" }).catch((error: unknown) => {
      throw new Error(`${error}; the proxy saw ${JSON.stringify(proxy.seen)}`);
    });
    expect(created.lastResponse, JSON.stringify(proxy.seen)).toMatchObject({ retries: 1, idempotentReplayed: true });
    const posts = attempts.filter((attempt) => attempt.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0].status).toBe("error");
    expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
    expect(await db.assistant.count({ where: { accountId: pro.accountId, name } })).toBe(1);

    proxy.holdNext(3);
    const timedOut = await client.assistants
      .list()
      .page()
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(sdk.TimeoutError);

    proxy.holdNext(1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const before = attempts.length;
    const aborted = await client.assistants
      .list({}, { signal: controller.signal })
      .page()
      .catch((error: unknown) => error);
    expect(aborted).toBeInstanceOf(sdk.AbortedError);
    expect(attempts.length - before).toBe(1);
  });

  test("vas logs tail prints each request as it is logged; the key comes from VAS_API_KEY and is never shown", async ({
    onTestFinished,
  }) => {
    // An account of its own: the tail shows only this test's requests (and hides its own polls).
    const customer = await createCustomer("PROFESSIONAL");
    const tail = startCli(["logs", "tail", "--interval", "500"], { VAS_API_KEY: customer.key, VAS_BASE_URL: server.base });
    onTestFinished(async () => void (await tail.stop()));
    const shown = () => `${tail.lines.join("\n")}\n${tail.stderr.join("")}`;
    await eventually(() => tail.lines.find((line) => line.startsWith("> Following API logs from ")), "the tail's start line", {
      explain: shown,
    });

    // Made after the tail started: they must reach it through the logs, one line each.
    const client = new sdk.VoiceAssistantClient({ apiKey: customer.key, baseUrl: server.base, maxRetries: 0 });
    const missing = (await client.assistants.retrieve(newId("asst")).catch((error: unknown) => error)) as InstanceType<
      SdkModule["NotFoundError"]
    >;
    expect(missing).toBeInstanceOf(sdk.NotFoundError);
    const usage = await client.usage.retrieve();
    const notFound = await eventually(() => tail.lines.find((line) => line.includes(missing.requestId ?? "?")), "the 404's line", {
      explain: shown,
    });
    expect(notFound).toMatch(/ 404 GET {4}\/api\/v1\/assistants\/asst_\w+ NOT_FOUND {2}[\d.]+ ms {2}req_\w+$/);
    const ok = await eventually(() => tail.lines.find((line) => line.includes(usage.lastResponse.requestId ?? "?")), "the 200's line", {
      explain: shown,
    });
    expect(ok).toMatch(/ 200 GET {4}\/api\/v1\/usage {2}[\d.]+ ms {2}req_\w+$/);
    // Its own polls of /request-logs are not what it shows; each entry once.
    expect(tail.lines.filter((line) => line.includes("/api/v1/request-logs"))).toEqual([]);
    expect(tail.lines.filter((line) => line.startsWith("20"))).toHaveLength(2);

    expect(await tail.stop()).toBe(0);
    expect(shown()).not.toContain(customer.key);
    expect(shown()).not.toContain(customer.key.slice(-16));
  });

  test("vas events tail prints each event of the type asked for as it is recorded; the key is never shown", async ({ onTestFinished }) => {
    const tail = startCli(["events", "tail", "--type", "call.completed"], { VAS_API_KEY: pro.key, VAS_BASE_URL: server.base });
    onTestFinished(async () => void (await tail.stop()));
    const shown = () => `${tail.lines.join("\n")}\n${tail.stderr.join("")}`;
    await eventually(
      () => tail.lines.find((line) => line.startsWith("> Following events of type call.completed recorded from ")),
      "the tail's start line",
      {
        explain: shown,
      },
    );

    const { call, events } = await testCall(pro.cookie, pro.assistantId, "completed");
    const completed = events.find((event) => event.type === "call.completed");
    expect(completed).toBeDefined();
    const line = await eventually(
      () => tail.lines.find((candidate) => candidate.includes(completed?.id ?? "?")),
      "the call.completed line",
      {
        explain: shown,
      },
    );
    expect(line).toMatch(new RegExp(`^\\S+ {2}call\\.completed {3}${completed?.id} {2}callId=${call.id}(?: |$)`));
    // The call's other events (call.started, …) are not of the type asked for.
    const others = events.filter((event) => event.type !== "call.completed");
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(shown()).not.toContain(other.id);

    expect(await tail.stop()).toBe(0);
    expect(shown()).not.toContain(pro.key);
    expect(shown()).not.toContain(pro.key.slice(-16));
  });

  test("vas without VAS_API_KEY says so and exits 2, before any request", async () => {
    const tail = startCli(["logs", "tail"], { VAS_BASE_URL: "http://127.0.0.1:9" });
    expect(await tail.exited).toBe(2);
    expect(tail.stderr.join("")).toContain("No API key: set VAS_API_KEY");
  });

  test("webhooks.verify accepts a real delivery and names each mistake", async () => {
    const before = receiver.requests.length;
    await testCall(pro.cookie, pro.assistantId, "missed");
    const delivery = await eventually(
      () => receiver.requests.slice(before).find((request) => request.body.includes('"call.missed"')),
      "a call.missed delivery",
    );
    const client = new sdk.VoiceAssistantClient({ apiKey: pro.key, baseUrl: server.base });
    const event: WebhookEvent = await client.webhooks.verify(delivery.body, delivery.headers, pro.secret);
    expect(event.type).toBe("call.missed");
    if (event.type === "call.missed") expect(event.data.reason).toBe("no_answer");

    const reserialised = JSON.stringify(JSON.parse(delivery.body), null, 2);
    await expect(client.webhooks.verify(reserialised, delivery.headers, pro.secret)).rejects.toBeInstanceOf(sdk.BodyNotRawError);
    await expect(client.webhooks.verify(JSON.parse(delivery.body), delivery.headers, pro.secret)).rejects.toBeInstanceOf(
      sdk.BodyNotRawError,
    );
    await expect(client.webhooks.verify(`${delivery.body}\n`, delivery.headers, pro.secret)).rejects.toBeInstanceOf(sdk.BodyNotRawError);
    await expect(client.webhooks.verify(delivery.body, delivery.headers, "whsec_wrong")).rejects.toBeInstanceOf(sdk.SignatureMismatchError);
    const timestamp = Number(delivery.headers["x-service-timestamp"]);
    await expect(
      client.webhooks.verify(delivery.body, delivery.headers, pro.secret, { now: (timestamp + 301) * 1000 }),
    ).rejects.toMatchObject({ reason: "stale_timestamp", rule: 1, status: 401 });
    const { "x-service-signature": _signature, ...unsigned } = delivery.headers;
    await expect(client.webhooks.verify(delivery.body, unsigned, pro.secret)).rejects.toBeInstanceOf(sdk.MissingHeaderError);
  });
});

// Alone, after the others: run beside them it saw no events within 20 s in two runs (not yet
// understood; see the SDK decision's open points), and alone it passes. A probable cause, seen
// with this test alone too: the Events API reads only below the snapshot's xmin, which is
// cluster-wide, so a long transaction in any database of the same Postgres (another suite's
// seed on a shared machine) holds every follower back until it ends.
describe("events.follow", () => {
  test("events.follow follows events across a server restart: each once, in order, none lost", async ({ onTestFinished }) => {
    // A server of its own, so the restart does not cut the other tests' requests.
    let own = await startBuiltServer({ port: PORT + 1, env: receiverEnv(receiver) });
    onTestFinished(() => own.kill());
    const client = new sdk.VoiceAssistantClient({ apiKey: pro.key, baseUrl: own.base });
    const controller = new AbortController();
    const received: ApiEvent[] = [];
    const disconnects: string[] = [];
    let ready!: () => void;
    const started = new Promise<void>((resolve) => (ready = resolve));
    const follower = client.events.follow({
      wait: 5,
      signal: controller.signal,
      maxReconnectDelay: 500,
      onReady: () => ready(),
      onDisconnect: (error) => disconnects.push(`${error.name}: ${error.message}`),
    });
    let failure: unknown = null;
    const running = (async () => {
      for await (const event of follower) received.push(event);
    })().catch((error: unknown) => {
      failure = error;
    });
    await started;
    const has = (events: Array<{ id: string }>) => () =>
      events.every(({ id }) => received.some((event) => event.id === id)) ? true : undefined;
    const first = await testCall(pro.cookie, pro.assistantId, "completed");
    await eventually(has(first.events), "the first call's events", {
      explain: () => JSON.stringify({ received: received.map((e) => e.type), disconnects }),
    });

    await own.kill();
    own = await startBuiltServer({ port: PORT + 1, env: receiverEnv(receiver) });
    const second = await testCall(pro.cookie, pro.assistantId, "failed");
    await eventually(has(second.events), "the second call's events", {
      timeoutMs: 30_000,
      explain: () => JSON.stringify({ received: received.map((e) => e.type), disconnects }),
    });
    controller.abort();
    await running;

    expect(disconnects.length).toBeGreaterThan(0);
    const ids = received.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every event of both calls, in the order they were recorded, and nothing else of theirs.
    const expected = [...first.events, ...second.events].map((event) => event.id);
    expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
    expect(follower.cursor).toMatch(/^\d+\./);
  });
});
