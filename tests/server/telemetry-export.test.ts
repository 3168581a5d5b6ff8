// With OTEL_EXPORTER_OTLP_ENDPOINT set, a real `next start` sends traces and metrics to an
// in-process OTLP receiver: a request's span with Prisma and Upstash calls under it, the
// webhook attempt's span, request durations per operation, deliveries and the outbox age.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startHttpsReceiver, type HttpsReceiver } from "@/tests/support/https-receiver";
import { BASE_PORT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "./support/otlp-receiver";
import { createWebhookCustomer, receiverEnv } from "./support/webhook-customer";
import { eventually as eventuallySeen } from "@/tests/support/eventually";

const PORT = BASE_PORT + 2;
let collector: OtlpReceiver;
let webhooks: HttpsReceiver;
let server: BuiltServer;

beforeAll(async () => {
  collector = await startOtlpReceiver(BASE_PORT + 3);
  webhooks = await startHttpsReceiver();
  server = await startBuiltServer({
    port: PORT,
    env: {
      ...receiverEnv(webhooks),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_METRIC_EXPORT_INTERVAL: "1000",
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
  });
});

afterAll(async () => {
  await server?.kill();
  await webhooks?.close();
  await collector?.close();
});

/** As eventuallySeen, saying on failure which spans the collector did receive. */
const eventually = <T>(find: () => T | undefined, what: string) => eventuallySeen(find, what, { explain: spansReceived });

/** What the collector received, for a failure's message. */
const spansReceived = () =>
  `spans received:\n${collector.spans
    .slice(0, 40)
    .map((span) => `${span.name} ${JSON.stringify(span.attributes)} parent=${span.parentSpanId ?? "-"}`)
    .join("\n")}`;

/** Whether `span` is `ancestor` or lies under it. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  for (let current: ReceivedSpan | undefined = span; current; current = spans.find((s) => s.spanId === current!.parentSpanId)) {
    if (current.spanId === ancestor.spanId) return true;
  }
  return false;
}

/** The span of a whole request to `path` (lib/observability/tracing.ts). */
const isRequestSpan = (span: ReceivedSpan, path: string) =>
  span.scope === "voice-assistant-service" && span.attributes["url.path"] === path;

test("a request's span has the Prisma queries and the Upstash call under it", async () => {
  const customer = await createWebhookCustomer(webhooks, server.base);
  const response = await fetch(`${server.base}/api/v1/assistants`, { headers: { authorization: `Bearer ${customer.key}` } });
  expect(response.status).toBe(200);

  const request = await eventually(
    () => collector.spans.find((span) => isRequestSpan(span, "/api/v1/assistants")),
    "the request's root span",
  );
  expect(request).toMatchObject({
    name: "GET /api/v1/assistants",
    attributes: { "http.request.method": "GET", "http.route": "/api/v1/assistants", "http.response.status_code": 200 },
  });
  expect(request.parentSpanId).toBeFalsy();
  const inTrace = () => collector.spans.filter((span) => span.traceId === request.traceId);
  const prisma = await eventually(
    () => inTrace().find((span) => span.name.startsWith("prisma:") && descendsFrom(span, request, inTrace())),
    "a Prisma span under the request",
  );
  expect(prisma.scope).toMatch(/prisma/);
  // The listing goes straight through node-postgres (lib/db.ts `queryRows`), with a span of the same shape as Prisma's.
  const query = await eventually(
    () => inTrace().find((span) => span.name === "db_query" && String(span.attributes["db.query.text"]).includes('"Assistant"')),
    "the listing's SQL under the request",
  );
  expect(query.attributes["db.system.name"]).toBe("postgresql");
  expect(descendsFrom(query, request, inTrace())).toBe(true);
  const upstashHost = new URL(process.env.UPSTASH_REDIS_REST_URL!).host;
  const upstash = await eventually(
    () => inTrace().find((span) => span.name === "upstash.request" && String(span.attributes["url.full"]).includes(upstashHost)),
    "the Upstash limiter's call under the request",
  );
  expect(upstash.attributes["db.operation.name"]).toMatch(/^EVAL(SHA)?$/);
  expect(descendsFrom(upstash, request, inTrace())).toBe(true);
  // Prisma's steps between operation and query are left out (register-telemetry.ts).
  expect(inTrace().filter((span) => /^prisma:client:(serialize|compile|connect)$/.test(span.name))).toEqual([]);
  expect(collector.unreadable).toEqual([]);
});

test("a webhook attempt has its own span, and the metrics arrive: request duration, deliveries, outbox age", async () => {
  const customer = await createWebhookCustomer(webhooks, server.base);
  const sent = await customer.dashboardPost("/api/dashboard/webhook/test");
  expect(sent.status).toBe(200);
  const listed = await fetch(`${server.base}/api/v1/assistants`, { headers: { authorization: `Bearer ${customer.key}` } });
  expect(listed.status).toBe(200);

  const attempt = await eventually(
    () => collector.spans.find((span) => span.name === "webhook.attempt" && span.attributes["webhook.event_type"] === "webhook.test"),
    "the webhook.attempt span",
  );
  expect(attempt.attributes).toMatchObject({ "webhook.outcome": "delivered", "http.response.status_code": 200, "webhook.attempt": 1 });

  await eventually(
    () =>
      collector.points.find(
        (p) => p.metric === "http.server.request.duration" && p.attributes.operation === "listAssistants" && p.attributes.status === 200,
      ),
    "request duration of listAssistants/200",
  );
  await eventually(
    () => collector.points.find((p) => p.metric === "http.server.request.duration" && p.attributes.operation === "dashboardSendTestEvent"),
    "request duration of the dashboard operation",
  );
  await eventually(
    () =>
      collector.points.find(
        (p) => p.metric === "webhook.deliveries" && p.attributes.outcome === "delivered" && p.attributes.kind === "test",
      ),
    "a delivered test attempt",
  );
  const age = await eventually(() => collector.points.find((p) => p.metric === "outbox.oldest_pending.age"), "the outbox age gauge");
  expect(typeof age.value).toBe("number");
  expect(age.value as number).toBeGreaterThanOrEqual(0);
});

test("SIGTERM flushes what is buffered and exits 0", async () => {
  server.signal("SIGTERM");
  expect(await server.exited).toBe(0);
});
