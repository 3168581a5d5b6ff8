import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiKeyAuth, Caller, SessionAuth } from "@/lib/access/principal";
import type { RateLimitDecision } from "@/lib/rate-limit-decision";
import { defineService, services } from "@/lib/services";

/**
 * The one context of a request, from its first stage to its log line: what every log line
 * written while it is handled says about it (lib/observability/logger.ts's mixin), what names
 * its span (lib/observability/tracing.ts), and what the pipeline's stages (lib/api/pipeline/)
 * learn and hand on: the URL parsed once, the caller and its key's verdict, who is
 * authenticated, the rate limit that counted it, the body as read. One object per request,
 * filled in as the request goes and mutated in place, so a line logged later in the request
 * (or by work it started) sees what is known by then.
 */
export type RequestContext = {
  requestId: string;
  /** When the request arrived: the request id's time, and its API log entry's. */
  receivedAt: Date;
  /** The path asked for, without its query. */
  path: string;
  /** The operation's path template (`/api/v1/assistants/{id}`), once the pipeline has routed the request. */
  route?: string;
  /** The operation's id, once routed: what the request's log line and metrics name. */
  operationId?: string;
  accountId?: string;
  /** `api_key:<key id>` or `user:<user id>`. */
  actor?: string;
  /** The request's URL, parsed once by the pipeline's first stage. */
  url?: URL;
  /** The public API's caller, counted by the rate limiter before authentication. */
  caller?: Caller;
  /** Who is authenticated: a member's session or a usable API key. */
  auth?: SessionAuth | ApiKeyAuth;
  /** The window that counted the request (the public API's caller, a member's dashboard write), for its headers. */
  rateLimit?: RateLimitDecision;
  /** The body as the pipeline read it (JSON text), for the API logs of a failed request. */
  requestBody?: string;
};

// In the process's container: Next.js bundles this module once for instrumentation.ts (where the
// Node hook opens the scope) and once per route (where the pipeline and the logger read it);
// every copy must read the one store. Taken once, when the module loads: a store is never closed.
const requestContextService = defineService({ name: "request context", create: () => new AsyncLocalStorage<RequestContext>() });
const storage: AsyncLocalStorage<RequestContext> = services().get(requestContextService);

/** Runs `work` in `context`'s scope: everything it starts (promises, timers, background work) sees it. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the request being handled, if any. */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs `work` outside any request's scope: for process-wide work started lazily by whichever
 * request came first (a flush timer, a listener's connection), whose later log lines would
 * otherwise carry that one request's id.
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** Says who the request being handled acts for, once authentication knows (nothing outside a request). */
export function identifyRequest(accountId: string, actor: `api_key:${string}` | `user:${string}`): void {
  const context = storage.getStore();
  if (!context) return;
  context.accountId = accountId;
  context.actor = actor;
}
