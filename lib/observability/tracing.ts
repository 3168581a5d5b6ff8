import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

// A proxy until a tracer provider is registered: spans made before then are no-ops.
const tracer = trace.getTracer("voice-assistant-service");

/** Runs `work` in a span of its own (a child of the current one), ended and marked failed if it throws. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      const result = await work(span);
      endSpan(span);
      return result;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
  });
}

/**
 * A span for one call to another service that makes no spans of its own (the caller ends it).
 * Not made the current span, so it costs no context switch on the hot path.
 */
export function startClientSpan(name: string, attributes: Attributes): Span {
  return tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes });
}

/** Ends `span`, marked failed with `error` when there is one. */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
