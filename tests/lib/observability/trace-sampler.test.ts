// OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG as the OpenTelemetry specification defines
// them, through the real SDK: spans are started and what reaches the exporter is counted.
// Trace ids come from a seeded generator, so the ratios are the same on every run.
import { ROOT_CONTEXT, TraceFlags, trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type IdGenerator } from "@opentelemetry/sdk-trace-base";
import { expect, test } from "vitest";
import { configFrom } from "@/lib/config/config";
import { samplerOf } from "@/lib/observability/trace-sampler";

/** Random-looking hex ids from a fixed seed (xorshift32). */
function seededIds(seed = 0x9e3779b9): IdGenerator {
  let state = seed;
  const hex = (chars: number) => {
    let out = "";
    while (out.length < chars) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      out += (state >>> 0).toString(16).padStart(8, "0");
    }
    return out.slice(0, chars);
  };
  return { generateTraceId: () => hex(32), generateSpanId: () => hex(16) };
}

/** How many of `count` root spans (and children of `parent`, when given) the sampler of `env` exports. */
function exported(env: Record<string, string>, count: number, parentFlags?: TraceFlags): number {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    sampler: samplerOf(configFrom(env)),
    idGenerator: seededIds(),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer("test");
  const ids = seededIds(42);
  for (let i = 0; i < count; i++) {
    const parent =
      parentFlags === undefined
        ? ROOT_CONTEXT
        : trace.setSpanContext(ROOT_CONTEXT, {
            traceId: ids.generateTraceId(),
            spanId: ids.generateSpanId(),
            traceFlags: parentFlags,
            isRemote: true,
          });
    tracer.startSpan("request", {}, parent).end();
  }
  return exporter.getFinishedSpans().length;
}

test("parentbased_traceidratio at 0.1 keeps about a tenth of the traces that start here", () => {
  const kept = exported({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" }, 10_000);
  expect(kept).toBeGreaterThan(900);
  expect(kept).toBeLessThan(1_100);
});

test("parentbased_traceidratio follows a caller's decision whatever the ratio", () => {
  const env = { OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" };
  expect(exported(env, 200, TraceFlags.SAMPLED)).toBe(200);
  expect(exported(env, 200, TraceFlags.NONE)).toBe(0);
});

test("traceidratio decides by trace id alone, even under a sampled parent", () => {
  const kept = exported({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.25" }, 4_000, TraceFlags.SAMPLED);
  expect(kept).toBeGreaterThan(850);
  expect(kept).toBeLessThan(1_150);
});

test("always_off exports none, always_on all; unset is parentbased_always_on", () => {
  expect(exported({ OTEL_TRACES_SAMPLER: "always_off" }, 1_000)).toBe(0);
  expect(exported({ OTEL_TRACES_SAMPLER: "always_off" }, 100, TraceFlags.SAMPLED)).toBe(0);
  expect(exported({ OTEL_TRACES_SAMPLER: "always_on" }, 1_000, TraceFlags.NONE)).toBe(1_000);
  expect(exported({}, 1_000)).toBe(1_000);
  expect(exported({}, 100, TraceFlags.NONE)).toBe(0);
  expect(exported({ OTEL_TRACES_SAMPLER: "parentbased_always_off" }, 100)).toBe(0);
  expect(exported({ OTEL_TRACES_SAMPLER: "parentbased_always_off" }, 100, TraceFlags.SAMPLED)).toBe(100);
});

test("a ratio without an argument keeps everything; an out-of-range argument is refused and read as unset", () => {
  expect(exported({ OTEL_TRACES_SAMPLER: "traceidratio" }, 500)).toBe(500);
  expect(configFrom({ OTEL_TRACES_SAMPLER_ARG: "1.5" }).OTEL_TRACES_SAMPLER_ARG).toBeUndefined();
  expect(configFrom({ OTEL_TRACES_SAMPLER_ARG: "0.1" }).OTEL_TRACES_SAMPLER_ARG).toBe(0.1);
});
