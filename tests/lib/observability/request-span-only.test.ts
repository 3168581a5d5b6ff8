// Of Next.js's spans only the request's is made; what starts under one of Next's others is
// the request span's child. Other tracers (Prisma's, ours) are untouched.
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requestSpanOnly } from "@/lib/observability/request-span-only";

const manager = new AsyncLocalStorageContextManager();
beforeAll(() => void context.setGlobalContextManager(manager.enable()));
afterAll(() => {
  manager.disable();
  context.disable();
});

test("Next's inner spans are passed through; ours under them hang off the request span", async () => {
  const exporter = new InMemorySpanExporter();
  const provider = requestSpanOnly(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  const next = provider.getTracer("next.js", "16");
  const ours = provider.getTracer("voice-assistant-service");
  const nextAttributes = (type: string) => ({ attributes: { "next.span_type": type } });

  await next.startActiveSpan("GET /api/v1/assistants", nextAttributes("BaseServer.handleRequest"), async (request) => {
    await next.startActiveSpan("executing api route", nextAttributes("AppRouteRouteHandlers.runHandler"), async (inner) => {
      expect(inner.isRecording()).toBe(false);
      ours.startSpan("upstash.request").end();
      await ours.startActiveSpan("webhook.attempt", async (span) => span.end());
      next.startSpan("fetch GET", nextAttributes("AppRender.fetch")).end();
      inner.end();
    });
    request.end();
  });

  const spans = exporter.getFinishedSpans();
  expect(spans.map((span) => span.name).sort()).toEqual(["GET /api/v1/assistants", "upstash.request", "webhook.attempt"]);
  const root = spans.find((span) => span.name === "GET /api/v1/assistants")!;
  for (const child of spans.filter((span) => span !== root)) {
    expect(child.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
    expect(child.spanContext().traceId).toBe(root.spanContext().traceId);
  }
  expect(provider.getTracer("prisma")).toBe(provider.getTracer("prisma"));
  expect(trace.getActiveSpan()).toBeUndefined();
});
