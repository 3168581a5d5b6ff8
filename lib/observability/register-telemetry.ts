import Module from "node:module";
import { context, metrics, propagation } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPTraceExporter as OTLPJsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as OTLPProtoTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { config, type Config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { observeOutboxAge } from "./metrics";
import { samplerOf } from "./trace-sampler";
import { setServiceTracerProvider } from "./tracing";

/** Seconds since the oldest pending outbox event was recorded (index on state, createdAt). */
async function oldestPendingAgeSeconds(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ age: number | null }>>`
    SELECT EXTRACT(EPOCH FROM now() - min("createdAt"))::float8 AS age
    FROM "Event" WHERE state = 'pending'`;
  return Math.max(0, row?.age ?? 0);
}

/**
 * Prisma's spans: with OTEL_DATABASE_SPANS=queries, one per SQL statement (`db_query`, with
 * its text) and nothing else: not the operation around it, nor the steps between
 * (serialize, compile, connect, transaction), which tell an operator nothing a query's span does not.
 */
const PRISMA_SPANS_BUT_QUERIES = [/^prisma:client:(?!db_query$)/];

/**
 * Runs `register` and takes out the require() hooks it leaves. Constructing an OpenTelemetry
 * instrumentation installs require-in-the-middle over every `require()` and
 * `process.getBuiltinModule()` of the process, for instrumentations that patch modules as they
 * load. Prisma's patches none: it hands Prisma a tracing helper through a global. The hooks
 * made each of the Next.js runtime's per-request `require()` calls resolve its file again
 * (seen in a CPU profile of `bench:api -- --otel`).
 */
function withoutRequireHooks<T>(register: () => T): T {
  const plain = { require: Module.prototype.require, getBuiltinModule: process.getBuiltinModule };
  try {
    return register();
  } finally {
    Module.prototype.require = plain.require;
    process.getBuiltinModule = plain.getBuiltinModule;
  }
}

/** The OTLP/HTTP span exporter for the protocol asked for; endpoint, headers and timeout come from the standard variables. */
function spanExporter(settings: Config): SpanExporter {
  const protocol = settings.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? settings.OTEL_EXPORTER_OTLP_PROTOCOL;
  return protocol === "http/json" ? new OTLPJsonTraceExporter() : new OTLPProtoTraceExporter();
}

/**
 * Traces and metrics over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, with the OpenTelemetry SDK
 * configured here rather than through a wrapper (decision 0167): the sampler of
 * OTEL_TRACES_SAMPLER(_ARG) (lib/observability/trace-sampler.ts), one batching processor, W3C
 * trace context and baggage in and out, the AsyncLocalStorage context manager. Spans: the
 * request's (ours, opened by the request hook: tracing.ts; Next.js makes none), Prisma's
 * queries (OTEL_DATABASE_SPANS) and ours of the hot statements, `upstash.request` for each
 * call of the rate limiter and `webhook.attempt`. Loaded only when an endpoint is set.
 * Returns what graceful shutdown calls to send what is still buffered.
 */
export function registerTelemetry(): { flush: () => Promise<void> } {
  const settings = config();
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ "service.name": settings.OTEL_SERVICE_NAME }));
  const tracerProvider = new BasicTracerProvider({
    resource,
    sampler: samplerOf(settings),
    spanProcessors: [new BatchSpanProcessor(spanExporter(settings))],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  // Not the API's global provider: registered there, it would turn Next.js's own tracer on (tracing.ts).
  setServiceTracerProvider(tracerProvider);

  const reader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter(),
    exportIntervalMillis: settings.OTEL_METRIC_EXPORT_INTERVAL,
  });
  metrics.setGlobalMeterProvider(new MeterProvider({ resource, readers: [reader] }));

  if (settings.OTEL_DATABASE_SPANS === "queries") {
    // Enabled once it has the provider: Prisma finds the helper on a global and makes its spans
    // through it.
    const prisma = withoutRequireHooks(() => new PrismaInstrumentation({ enabled: false, ignoreSpanTypes: PRISMA_SPANS_BUT_QUERIES }));
    prisma.setTracerProvider(tracerProvider);
    prisma.enable();
  }
  observeOutboxAge(oldestPendingAgeSeconds);
  return {
    flush: async () => {
      await Promise.allSettled([reader.forceFlush(), tracerProvider.forceFlush()]);
    },
  };
}
