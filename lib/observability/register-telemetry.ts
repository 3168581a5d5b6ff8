import Module from "node:module";
import { trace } from "@opentelemetry/api";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { registerOTel } from "@vercel/otel";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { observeOutboxAge } from "./metrics";

/** Seconds since the oldest pending outbox event was recorded (index on state, createdAt). */
async function oldestPendingAgeSeconds(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ age: number | null }>>`
    SELECT EXTRACT(EPOCH FROM (now() AT TIME ZONE 'UTC') - min("createdAt"))::float8 AS age
    FROM "Event" WHERE state = 'pending'`;
  return Math.max(0, row?.age ?? 0);
}

/**
 * Prisma's spans, one per operation and one per SQL statement (`db_query`, with its text);
 * not the steps between (serialize, compile, connect), which tell an operator nothing a
 * query's span does not and were more than half of the spans a request made.
 */
const PRISMA_DETAIL_SPANS = ["prisma:client:serialize", "prisma:client:compile", "prisma:client:connect"];

/**
 * Runs `register` and takes out the require() hooks it leaves. Constructing an OpenTelemetry
 * instrumentation installs require-in-the-middle over every `require()` and
 * `process.getBuiltinModule()` of the process (@vercel/otel bundles a copy of its own), for
 * instrumentations that patch modules as they load. Ours patch none: Prisma's hands Prisma a
 * tracing helper through a global, and the fetch one wraps the global `fetch`. The hooks made
 * each of the Next.js runtime's per-request `require()` calls resolve its file again (seen in
 * a CPU profile of `bench:api -- --otel`).
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

/**
 * Traces and metrics over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the standard OTEL_*
 * variables apply: protocol, headers, service name, sampler). Spans: Next.js's own for each
 * request, Prisma's operations and queries, `upstash.request` for each call of the rate
 * limiter, `webhook.attempt`, and every `fetch`. Loaded only when an endpoint is set.
 * Returns what graceful shutdown calls to send what is still buffered.
 */
export function registerTelemetry(): { flush: () => Promise<void> } {
  const reader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter(),
    exportIntervalMillis: config().OTEL_METRIC_EXPORT_INTERVAL,
  });
  withoutRequireHooks(() =>
    registerOTel({
      serviceName: config().OTEL_SERVICE_NAME,
      // `fetch`: calls made with it (Inngest's client among them) get spans too.
      instrumentations: ["fetch", new PrismaInstrumentation({ ignoreSpanTypes: PRISMA_DETAIL_SPANS })],
      metricReaders: [reader],
    }),
  );
  observeOutboxAge(oldestPendingAgeSeconds);
  const tracerProvider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  return {
    flush: async () => {
      await Promise.allSettled([reader.forceFlush(), tracerProvider.getDelegate?.().forceFlush?.()]);
    },
  };
}
