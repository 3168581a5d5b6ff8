import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

// A proxy until a tracer provider is registered: spans made before then are no-ops.
const tracer = trace.getTracer("voice-assistant-service");

/** Runs `work` in a span of its own (a child of the current one), ended and marked failed if it throws. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
