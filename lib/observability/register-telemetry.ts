import { trace } from "@opentelemetry/api";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { registerOTel } from "@vercel/otel";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
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
 * Traces and metrics over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the standard OTEL_*
 * variables apply: protocol, headers, service name, sampler). Spans: Next.js's own for each
 * request and render, every fetch (the Upstash limiter's calls among them) and outgoing
 * http(s) request, Prisma's queries, and `webhook.attempt`. Loaded only when an endpoint is set.
 * Returns what graceful shutdown calls to send what is still buffered.
 */
export function registerTelemetry(): { flush: () => Promise<void> } {
  const reader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter(),
    exportIntervalMillis: Number(process.env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000,
  });
  registerOTel({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "voice-assistant-service",
    instrumentations: ["fetch", new PrismaInstrumentation()],
    metricReaders: [reader],
  });
  observeOutboxAge(oldestPendingAgeSeconds);
  const tracerProvider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  return {
    flush: async () => {
      await Promise.allSettled([reader.forceFlush(), tracerProvider.getDelegate?.().forceFlush?.()]);
    },
  };
}
