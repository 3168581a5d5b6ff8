import {
  context,
  trace,
  INVALID_SPAN_CONTEXT,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from "@opentelemetry/api";

/** The name Next.js asks the tracer provider for. */
const NEXT_TRACER = "next.js";

/**
 * Of Next.js's spans, the one an operator reads: the request's (`BaseServer.handleRequest`,
 * renamed `GET /api/v1/assistants` with its route and status). The others Next makes for each
 * request even without NEXT_OTEL_VERBOSE (`AppRouteRouteHandlers.runHandler`,
 * `NextNodeServer.startResponse`, `RouteModule.prepare`, `AppRender.fetch`…) say where inside
 * Next the time went, which is Next's business, and cost a span each.
 */
const KEPT_NEXT_SPANS = new Set(["BaseServer.handleRequest"]);

/**
 * A span that is not one: it carries its would-be parent's context, so whatever starts under
 * it is that parent's child, and costs no more than an object.
 */
function passThrough(parent: Context): Span {
  return trace.wrapSpanContext(trace.getSpanContext(parent) ?? INVALID_SPAN_CONTEXT);
}

/** Next's tracer, keeping only {@link KEPT_NEXT_SPANS}. */
class RequestSpanOnly implements Tracer {
  constructor(private readonly tracer: Tracer) {}

  private kept(options: SpanOptions | undefined): boolean {
    const type = options?.attributes?.["next.span_type"];
    return typeof type === "string" && KEPT_NEXT_SPANS.has(type);
  }

  startSpan(name: string, options?: SpanOptions, parent: Context = context.active()): Span {
    return this.kept(options) ? this.tracer.startSpan(name, options, parent) : passThrough(parent);
  }

  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = rest[rest.length - 1] as F;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parent = rest.length > 2 ? (rest[1] as Context) : context.active();
    if (this.kept(options)) return this.tracer.startActiveSpan(name, options ?? {}, parent, fn);
    // No context switch: what runs inside keeps the active context, whose span is the parent.
    return fn(passThrough(parent)) as ReturnType<F>;
  }
}

/**
 * The tracer provider the process registers: `provider`'s tracers, except Next.js's, which
 * keeps only the request's span. Tracers are made once per name and version, and found
 * without building a key: Next asks for its tracer for every span it would make (several per
 * request, sampled or not), Prisma for every query.
 */
export function requestSpanOnly(provider: TracerProvider): TracerProvider {
  const tracers = new Map<string, Map<string | undefined, Tracer>>();
  return {
    getTracer(name, version, options) {
      let versions = tracers.get(name);
      if (!versions) {
        versions = new Map();
        tracers.set(name, versions);
      }
      let tracer = versions.get(version);
      if (!tracer) {
        tracer = provider.getTracer(name, version, options);
        if (name === NEXT_TRACER) tracer = new RequestSpanOnly(tracer);
        versions.set(version, tracer);
      }
      return tracer;
    },
  };
}
