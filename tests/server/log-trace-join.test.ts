// A real `next start` exporting traces to an in-process OTLP receiver, its log lines read from
// its stdout: every line written while a request is handled (the request line, a failure's,
// the work it leaves running) carries the request's id, and its trace id is the exported
// request span's. A second server with OTEL_TRACES_SAMPLER=always_off exports no span and its
// lines carry request ids but no trace id.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startHttpsReceiver, type HttpsReceiver } from "@/tests/support/https-receiver";
import { BASE_PORT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { startOtlpReceiver, type OtlpReceiver } from "./support/otlp-receiver";
import { createWebhookCustomer, receiverEnv } from "./support/webhook-customer";
import { eventually } from "@/tests/support/eventually";

let collector: OtlpReceiver;
let webhooks: HttpsReceiver;
let server: BuiltServer;

const tracingEnv = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  OTEL_BSP_SCHEDULE_DELAY: "200",
});

beforeAll(async () => {
  collector = await startOtlpReceiver(BASE_PORT + 5);
  webhooks = await startHttpsReceiver();
  server = await startBuiltServer({ port: BASE_PORT + 4, env: { ...receiverEnv(webhooks), ...tracingEnv(collector.endpoint) } });
});

afterAll(async () => {
  await server?.kill();
  await webhooks?.close();
  await collector?.close();
});

const linesOf = (of: BuiltServer, requestId: string) => of.logLines().filter((line) => line.requestId === requestId);

test("every line of a request carries its id, and its trace id is the exported request span's", async () => {
  const customer = await createWebhookCustomer(webhooks, server.base);
  const auth = { authorization: `Bearer ${customer.key}` };

  // A caller's trace: the request joins it (parentbased_always_on), so its trace id is known here.
  const callerTrace = randomBytes(16).toString("hex");
  const listed = await fetch(`${server.base}/api/v1/assistants`, {
    headers: { ...auth, traceparent: `00-${callerTrace}-${randomBytes(8).toString("hex")}-01` },
  });
  expect(listed.status).toBe(200);
  // A trace that starts here; and a dashboard write that leaves a webhook delivery running.
  const created = await fetch(`${server.base}/api/v1/assistants`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ name: "Joined", language: "en-US", voiceId: "elevenlabs-rachel", businessWebsite: "https://example.com" }),
  });
  expect(created.status).toBe(201);
  const sent = await customer.dashboardPost("/api/dashboard/webhook/test");
  expect(sent.status).toBe(200);
  await eventually(() => (webhooks.requests.length > 0 ? true : undefined), "the test webhook");

  // A reset link for the customer's member: the e-mail is made and kept after the answer.
  const { db } = await import("@/lib/db");
  const member = await db.user.findFirstOrThrow({ where: { accountId: customer.accountId } });
  const reset = await fetch(`${server.base}/api/dashboard/password-reset/request`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/json" },
    body: JSON.stringify({ email: member.email }),
  });
  expect(reset.status).toBe(202);
  const resetId = reset.headers.get("x-request-id")!;
  const mailed = await eventually(
    () => linesOf(server, resetId).find((line) => String(line.msg).startsWith("mail kept in the dev outbox")),
    "the reset e-mail's line, logged after the answer",
  );
  expect(mailed.trace_id).toBe(linesOf(server, resetId).find((line) => line.msg === "request")?.trace_id);

  for (const response of [listed, created, sent, reset]) {
    const requestId = response.headers.get("x-request-id")!;
    const lines = await eventually(() => {
      const found = linesOf(server, requestId);
      return found.some((line) => line.msg === "request") ? found : undefined;
    }, `the request line of ${requestId}`);
    const request = lines.find((line) => line.msg === "request")!;
    expect(request).toMatchObject({ requestId, route: expect.stringMatching(/^\/api\//) });
    // Who: from the key or the session (the reset request has neither).
    if (response !== reset)
      expect(request).toMatchObject({ accountId: customer.accountId, actor: expect.stringMatching(/^(api_key|user):/) });
    const traceIds = new Set(lines.map((line) => line.trace_id));
    expect(traceIds.size).toBe(1);
    const traceId = [...traceIds][0] as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    if (response === listed) expect(traceId).toBe(callerTrace);
    // The exported spans of that trace: the request's own, named by its operation's route.
    const root = await eventually(
      () => collector.spans.find((span) => span.traceId === traceId && span.attributes["http.route"] !== undefined),
      `the request span of trace ${traceId}`,
    );
    expect(String(root.attributes["url.path"])).toMatch(/^\/api\//);
    expect(root.name).toBe(`${root.attributes["http.request.method"]} ${request.route}`);
    // Each line's span id is one the trace exported.
    const spanIds = new Set(collector.spans.filter((span) => span.traceId === traceId).map((span) => span.spanId));
    for (const line of lines) expect(spanIds.has(line.span_id as string), JSON.stringify(line)).toBe(true);
  }

  // The test delivery ran after the dashboard request's answer, inside its scope and trace.
  const sentId = sent.headers.get("x-request-id")!;
  const attempt = await eventually(
    () => collector.spans.find((span) => span.name === "webhook.attempt" && span.attributes["webhook.event_type"] === "webhook.test"),
    "the webhook.attempt span",
  );
  expect(attempt.traceId).toBe(linesOf(server, sentId)[0].trace_id);
  // Next.js makes no spans of its own: the request's is the service's (lib/observability/tracing.ts).
  expect(collector.spans.filter((span) => span.scope === "next.js" || span.attributes["next.span_type"] !== undefined)).toEqual([]);
  expect(collector.unreadable).toEqual([]);
});

test("with OTEL_TRACES_SAMPLER=always_off nothing is exported, and lines still carry their request id", async () => {
  const quiet = await startOtlpReceiver(BASE_PORT + 7);
  const untraced = await startBuiltServer({
    port: BASE_PORT + 6,
    env: { ...receiverEnv(webhooks), ...tracingEnv(quiet.endpoint), OTEL_TRACES_SAMPLER: "always_off", OTEL_METRIC_EXPORT_INTERVAL: "500" },
  });
  try {
    const customer = await createWebhookCustomer(webhooks, untraced.base);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${untraced.base}/api/v1/assistants`, {
        headers: {
          authorization: `Bearer ${customer.key}`,
          traceparent: `00-${randomBytes(16).toString("hex")}-${randomBytes(8).toString("hex")}-01`,
        },
      });
      expect(response.status).toBe(200);
      ids.push(response.headers.get("x-request-id")!);
    }
    // Metrics still flow (the exporter works); spans never come.
    await eventually(() => quiet.points.find((point) => point.metric === "http.server.request.duration"), "a metric export");
    untraced.signal("SIGTERM");
    expect(await untraced.exited).toBe(0);
    expect(quiet.spans).toEqual([]);
    for (const id of ids) {
      const lines = linesOf(untraced, id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toHaveProperty("trace_id");
    }
  } finally {
    await untraced.kill();
    await quiet.close();
  }
});
