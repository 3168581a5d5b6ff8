import { metrics } from "@opentelemetry/api";

/**
 * The instruments an operator graphs. Through the OpenTelemetry API they cost nothing until
 * a meter provider is registered (instrumentation.ts, when an OTLP endpoint is set).
 */
const meter = metrics.getMeter("voice-assistant-service");

export const requestDuration = meter.createHistogram("http.server.request.duration", {
  description: "Duration of API requests, by operation and status",
  unit: "s",
});

export const webhookDeliveries = meter.createCounter("webhook.deliveries", {
  description: "Webhook delivery attempts, by outcome",
});

export const rateLimiterFallbacks = meter.createCounter("rate_limiter.fallbacks", {
  description: "Requests the rate limiter counted in memory because Redis did not answer in time",
});
