import type { IncomingMessage, ServerResponse } from "node:http";
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  trace,
  type Attributes,
  type Span,
  type Tracer,
  type TracerProvider,
} from "@opentelemetry/api";
import { defineService, services } from "@/lib/services";
import type { RequestContext } from "./request-context";

// The tracer the service's spans are made by, once telemetry is registered (register-telemetry.ts).
// In the process's container: Next.js bundles this module once for instrumentation.ts and once
// per route. Not the OpenTelemetry API's global tracer provider, which this service never
// registers: with one registered, Next.js's own tracer turns on and costs every request a
// context switch per span it would make, sampled or not (decision 0177).
const tracerService = defineService<{ tracer?: Tracer }>({ name: "tracer", create: () => ({}) });

// The API's tracer while no provider is registered with it, which is always: a no-op.
const untraced = trace.getTracer("voice-assistant-service");

/** Makes the service's spans (the request's, `inSpan`, `startClientSpan`) with `provider` (`undefined`: none again). */
export function setServiceTracerProvider(provider: TracerProvider | undefined): void {
  services().get(tracerService).tracer = provider?.getTracer("voice-assistant-service");
}

const tracer = (): Tracer => services().get(tracerService).tracer ?? untraced;

/**
 * The current span when its trace is not sampled: what starts under it would not be either,
 * under any of the samplers OTEL_TRACES_SAMPLER names (the request span decides, and its
 * children follow it or, by ratio, decide the same from the same trace id). Returned in place
 * of a child, it spares the SDK's ids, sampler call and context for each one; ending it does nothing.
 */
function unsampledCurrentSpan(): Span | undefined {
  const current = trace.getSpan(context.active());
  return current && (current.spanContext().traceFlags & TraceFlags.SAMPLED) === 0 ? current : undefined;
}

/** Runs `work` in a span of its own (a child of the current one), ended and marked failed if it throws. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  const unsampled = unsampledCurrentSpan();
  if (unsampled) return work(unsampled);
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
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
  return unsampledCurrentSpan() ?? tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
}

/** Ends `span`, marked failed with `error` when there is one. */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** The methods OpenTelemetry's HTTP conventions name; any other is recorded as `_OTHER`. */
const KNOWN_METHODS = new Set(["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "QUERY", "TRACE"]);

/**
 * Runs `handle` (everything done for `req`, Next.js's routing included) in the request's span:
 * a SERVER span, the child of the caller's `traceparent` when it sends one, named
 * `GET /api/v1/assistants/{id}` once the pipeline has routed the request (`request.route`),
 * and by its method alone otherwise (a page: its path is `url.path`, not a name), as
 * OpenTelemetry's HTTP conventions say. Ended when the response closes, with its status.
 *
 * What `handle` runs under is the span's context, not the span: a handle that carries its
 * trace and span ids and records nothing. What starts inside (queries, calls, log lines) joins
 * the trace as before; Next.js, which asks whether the active span is recording, finds it is
 * not and makes no spans of its own (decision 0177). Without telemetry, `handle` runs as is.
 */
export function traceRequest<T>(req: IncomingMessage, res: ServerResponse, request: RequestContext, handle: () => T): T {
  const requestTracer = services().get(tracerService).tracer;
  if (!requestTracer) return handle();
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const method = req.method && KNOWN_METHODS.has(req.method) ? req.method : "_OTHER";
  const span = requestTracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { "http.request.method": method, "url.path": request.path } },
    parent,
  );
  if (!span.isRecording()) return context.with(trace.setSpan(parent, span), handle);
  res.once("close", () => {
    if (request.route) {
      span.setAttribute("http.route", request.route);
      span.updateName(`${method} ${request.route}`);
    }
    // A client gone before the answer was started has none.
    if (res.headersSent) span.setAttribute("http.response.status_code", res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return context.with(trace.setSpan(parent, trace.wrapSpanContext(span.spanContext())), handle);
}
