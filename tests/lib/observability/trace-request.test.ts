// The request's span (lib/observability/tracing.ts `traceRequest`) over a real node:http
// server, exported through the real SDK to memory: its name, attributes and parent, what
// starts inside it, what Next.js's tracer would see there, and what an unsampled request costs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type Sampler,
} from "@opentelemetry/sdk-trace-base";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { RequestContext } from "@/lib/observability/request-context";
import { startClientSpan, traceRequest, setServiceTracerProvider } from "@/lib/observability/tracing";

const manager = new AsyncLocalStorageContextManager();
const exporter = new InMemorySpanExporter();
/** What the handler saw inside the request, for the assertions. */
let seen: { activeRecording?: boolean; activeTraceId?: string; nextTracerRecording?: boolean } = {};
let server: Server;
let base: string;

function useSampler(sampler: Sampler) {
  setServiceTracerProvider(new BasicTracerProvider({ sampler, spanProcessors: [new SimpleSpanProcessor(exporter)] }));
}

beforeAll(async () => {
  context.setGlobalContextManager(manager.enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  // What the request hook does: `route` is filled in by the pipeline (here: for /api/things/…).
  server = createServer((req, res) => {
    const request: RequestContext = { requestId: "req_1", receivedAt: new Date(), path: (req.url ?? "/").split("?")[0] };
    traceRequest(req, res, request, () => {
      if (request.path.startsWith("/api/things/")) request.route = "/api/things/{id}";
      seen = {
        activeRecording: trace.getActiveSpan()?.isRecording(),
        activeTraceId: trace.getActiveSpan()?.spanContext().traceId,
        // Next.js asks the API's global provider, which the service never registers.
        nextTracerRecording: trace.getTracer("next.js").startSpan("inner").isRecording(),
      };
      startClientSpan("upstash.request", { "db.operation.name": "EVALSHA" }).end();
      res.statusCode = request.path.endsWith("/broken") ? 500 : 200;
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  exporter.reset();
  seen = {};
});

afterAll(async () => {
  setServiceTracerProvider(undefined);
  await new Promise((resolve) => server.close(resolve));
  manager.disable();
  context.disable();
  propagation.disable();
});

/** The spans exported once the response has closed (the request span ends on `close`). */
async function exportedAfter(response: Promise<Response>) {
  await (await response).text();
  for (let i = 0; i < 50 && exporter.getFinishedSpans().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 2));
  return exporter.getFinishedSpans();
}

test("a routed request's span is named by its route, has its status, and is the parent of what starts inside", async () => {
  useSampler(new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  const spans = await exportedAfter(fetch(`${base}/api/things/thing_42?expand=1`));
  const request = spans.find((span) => span.kind === SpanKind.SERVER)!;
  expect(request.name).toBe("GET /api/things/{id}");
  expect(request.attributes).toEqual({
    "http.request.method": "GET",
    "url.path": "/api/things/thing_42",
    "http.route": "/api/things/{id}",
    "http.response.status_code": 200,
  });
  const call = spans.find((span) => span.name === "upstash.request")!;
  expect(call.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(call.spanContext().traceId).toBe(request.spanContext().traceId);
  // Inside, the active span carries the trace but records nothing: Next.js's tracer stays off.
  expect(seen).toEqual({ activeRecording: false, activeTraceId: request.spanContext().traceId, nextTracerRecording: false });
});

test("an unrouted path names the span by its method alone; a 5xx marks it failed; an odd method is _OTHER", async () => {
  useSampler(new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  const page = (await exportedAfter(fetch(`${base}/calls/call_123`))).find((span) => span.kind === SpanKind.SERVER)!;
  expect(page.name).toBe("GET");
  expect(page.attributes).not.toHaveProperty("http.route");
  expect(page.attributes["url.path"]).toBe("/calls/call_123");
  exporter.reset();

  const broken = (await exportedAfter(fetch(`${base}/api/things/broken`, { method: "PATCH" }))).find((s) => s.kind === SpanKind.SERVER)!;
  expect(broken.name).toBe("PATCH /api/things/{id}");
  expect(broken.status.code).toBe(SpanStatusCode.ERROR);
  expect(broken.attributes["http.response.status_code"]).toBe(500);
  exporter.reset();

  const odd = (await exportedAfter(fetch(`${base}/x`, { method: "PURGE" }))).find((s) => s.kind === SpanKind.SERVER)!;
  expect(odd.attributes["http.request.method"]).toBe("_OTHER");
});

test("a caller's traceparent is the parent, and its decision not to sample is followed", async () => {
  useSampler(new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
  const spans = await exportedAfter(fetch(`${base}/api/things/1`, { headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` } }));
  const request = spans.find((span) => span.kind === SpanKind.SERVER)!;
  expect(request.spanContext().traceId).toBe(callerTrace);
  expect(request.parentSpanContext?.spanId).toBe("00f067aa0ba902b7");
  exporter.reset();

  const unsampled = await exportedAfter(
    fetch(`${base}/api/things/1`, { headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-00` } }),
  );
  expect(unsampled).toEqual([]);
  // The trace id still reaches what runs inside (the log lines' join needs a sampled span; see logger.ts).
  expect(seen.activeTraceId).toBe(callerTrace);
});

test("a malformed traceparent is ignored: the request starts its own trace and is answered", async () => {
  useSampler(new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  for (const traceparent of [
    "00-zz-00f067aa0ba902b7-01",
    `00-${"0".repeat(32)}-00f067aa0ba902b7-01`,
    "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "x".repeat(8_000),
  ]) {
    const response = fetch(`${base}/api/things/1`, { headers: { traceparent } });
    const spans = await exportedAfter(response);
    const request = spans.find((span) => span.kind === SpanKind.SERVER)!;
    expect(request.parentSpanContext).toBeUndefined();
    expect(request.spanContext().traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    exporter.reset();
  }
});

test("an unsampled request exports nothing, and what starts inside asks the sampler nothing more", async () => {
  // Counts the sampler's decisions: one for the request; its child span is not made at all.
  const off = new AlwaysOffSampler();
  let decisions = 0;
  useSampler({
    shouldSample: () => {
      decisions++;
      return off.shouldSample();
    },
    toString: () => "counting",
  });
  expect(await exportedAfter(fetch(`${base}/api/things/1`))).toEqual([]);
  expect(decisions).toBe(1);
  expect(seen.activeRecording).toBe(false);
  expect(seen.nextTracerRecording).toBe(false);
});

test("without a registered provider the handler runs as it is, with no span around it", async () => {
  setServiceTracerProvider(undefined);
  expect(await exportedAfter(fetch(`${base}/api/things/1`))).toEqual([]);
  expect(seen.activeTraceId).toBeUndefined();
});
