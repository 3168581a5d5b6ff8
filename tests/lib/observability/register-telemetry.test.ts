// Registering telemetry (what instrumentation.ts does when an OTLP endpoint is set) in this
// test file's own process: Prisma gets its tracing helper, and `require()` is left as it was.
// OpenTelemetry's instrumentation base wraps every require() of the process when any
// instrumentation is constructed, and each of Next.js's per-request require() calls then
// resolved its file again. What reaches a collector is tests/server/telemetry-export.test.ts.
import Module from "node:module";
import { trace } from "@opentelemetry/api";
import { expect, test } from "vitest";

test("Prisma's tracing helper is installed, and require() and getBuiltinModule are not wrapped", async () => {
  const before = { require: Module.prototype.require, getBuiltinModule: process.getBuiltinModule };
  // Nothing listens there; nothing is exported within this test (batches wait seconds).
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "http://127.0.0.1:9";
  const { registerTelemetry } = await import("@/lib/observability/register-telemetry");
  registerTelemetry();

  expect(Module.prototype.require).toBe(before.require);
  expect(process.getBuiltinModule).toBe(before.getBuiltinModule);
  const helper = (globalThis as { V6_PRISMA_INSTRUMENTATION?: { helper: { isEnabled: () => boolean } } }).V6_PRISMA_INSTRUMENTATION?.helper;
  expect(helper?.isEnabled()).toBe(true);
  // The service's spans are recorded; the API's global provider stays unregistered, so Next.js's
  // tracer (which asks it) makes no spans and costs nothing (lib/observability/tracing.ts).
  const { inSpan } = await import("@/lib/observability/tracing");
  expect(await inSpan("probe", {}, async (span) => span.isRecording())).toBe(true);
  expect(trace.getTracer("next.js").startSpan("BaseServer.handleRequest").isRecording()).toBe(false);
});
