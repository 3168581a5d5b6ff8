import { metrics } from "@opentelemetry/api";

/**
 * The instruments an operator graphs. Through the OpenTelemetry API they cost nothing until
 * a meter provider is registered (instrumentation.ts, when an OTLP endpoint is set). The API
 * hands out no-op instruments for good when none is registered yet: the server registers
 * its provider before it loads a route module, so the routes' copies are the real ones.
 */
const meter = metrics.getMeter("voice-assistant-service");

/** Seconds per API request; attributes `operation` (the operation id, or `unrouted`) and `status`. */
export const requestDuration = meter.createHistogram("http.server.request.duration", {
  description: "Duration of API requests, by operation and status",
  unit: "s",
});

/** Webhook delivery attempts; attributes `outcome` (delivered, retrying, failed) and `kind`. */
export const webhookDeliveries = meter.createCounter("webhook.deliveries", {
  description: "Webhook delivery attempts, by outcome",
});

export const rateLimiterFallbacks = meter.createCounter("rate_limiter.fallbacks", {
  description: "Requests the rate limiter counted in memory because Redis did not answer in time",
});

/**
 * `outbox.oldest_pending.age`: seconds since the oldest event still waiting to be handed to
 * delivery was recorded (0 when none waits). Read from the database at each export, by the
 * server that registered the meter provider: call once, after registering it.
 */
export function observeOutboxAge(oldestPendingAgeSeconds: () => Promise<number>): void {
  metrics
    .getMeter("voice-assistant-service")
    .createObservableGauge("outbox.oldest_pending.age", {
      description: "Age of the oldest outbox event not yet handed to delivery (0: none pending)",
      unit: "s",
    })
    .addCallback(async (result) => result.observe(await oldestPendingAgeSeconds()));
}

/** API log entries dropped before they were written; attribute `reason`: `overflow` (the buffer was full while the database was slow) or `refused` (the database refused the batch three times). */
export const requestLogDrops = meter.createCounter("request_log.dropped", {
  description: "API log entries dropped before they were written, by reason",
});
