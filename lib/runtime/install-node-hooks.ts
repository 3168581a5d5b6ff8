// The two places this app reaches into Node.js under `next start`, in one file because both
// rely on how Next.js runs its server (pinned by tests/lib/runtime/next-server-contract.test.ts):
// - `http.Server.prototype.emit`: Next's server is a plain `http.createServer`, so every
//   request passes `emit("request")` before Next routes it. The hook opens the request's
//   context (its id: lib/observability/request-context.ts, which every log line of the request
//   carries, pages and sign-in included) and, with telemetry on, its span
//   (lib/observability/tracing.ts), stamps the socket's peer address into a header no client
//   can set, and refuses methods no route can serve and /api paths that are not valid
//   percent-encoding, with the API's JSON error body.
//   The same hook keeps idle connections open for 65 s rather than Node's 5 s (see
//   KEEP_ALIVE_TIMEOUT_MS), and `http.Server.prototype.close` is wrapped so such a connection
//   does not hold a shutdown open.
// - `process.exit`: Next's SIGTERM handler closes the server, then calls it. Graceful shutdown
//   (shut-down-gracefully.ts) holds that exit until the work requests left has finished.
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { ApiError } from "@/lib/errors";
import { ROUTE_METHODS } from "@/lib/api/operation";
import { config, type Config } from "@/lib/config/config";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/observability/logger";
import { runInRequestContext, type RequestContext } from "@/lib/observability/request-context";
import { traceRequest } from "@/lib/observability/tracing";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { refusalResponse } from "@/lib/runtime/refusal-response";
import { malformedApiPathError } from "@/lib/runtime/refuse-malformed-api-path";

// The methods a route file exports (the operations' list): anything else never reaches Next.
const routable = new Set<string>(ROUTE_METHODS);

/** The methods a page (not an /api route) answers; POST carries server actions. */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * Replaces whatever a client sent as the peer-address header with the socket's peer. Node has
 * already folded every spelling and repetition of the name into one lower-case key of
 * `req.headers`, which is what Next.js builds its `Request` from; `rawHeaders` is rewritten
 * too, so nothing that reads the raw list can find a client's copy either.
 */
function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  delete req.headers[PEER_ADDRESS_HEADER];
  const raw = req.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if (raw[index].toLowerCase() === PEER_ADDRESS_HEADER) raw.splice(index, 2);
  }
  if (peer) {
    req.headers[PEER_ADDRESS_HEADER] = peer;
    raw.push(PEER_ADDRESS_HEADER, peer);
  }
}

/**
 * In production with no trusted proxy, the first request carrying `X-Forwarded-For` says once
 * that a proxy seems to be in front: every client behind it would then share its address.
 */
export function forwardedForWarning(
  settings: Pick<Config, "NODE_ENV" | "TRUSTED_PROXY_HOPS"> = config(),
  warn: (message: string) => void = (message) => logger.warn({ setting: "TRUSTED_PROXY_HOPS" }, message),
): (req: Pick<IncomingMessage, "headers">) => void {
  let pending = settings.NODE_ENV === "production" && settings.TRUSTED_PROXY_HOPS === 0;
  return (req) => {
    if (!pending || req.headers["x-forwarded-for"] === undefined) return;
    pending = false;
    warn(
      "Requests arrive with X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: clients are told apart by the connection's address. " +
        "Behind a reverse proxy every client then shares the proxy's address (and its rate limits); set TRUSTED_PROXY_HOPS " +
        "to the number of proxies, if the app cannot be reached around them.",
    );
  };
}

/** Node's own `server.keepAliveTimeout`: a server still at it was given no other. */
const NODE_KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * How long an idle kept-alive connection stays open: longer than a load balancer's idle
 * time-out (an AWS ALB's is 60 s), so the balancer, not the app, closes it. With Node's 5 s a
 * balancer (or any client that does not read `Keep-Alive: timeout=5`, as Playwright's does not)
 * sends a request on a connection the app is closing at that moment, and it is reset: a 502 at
 * the balancer. A `next start --keepAliveTimeout` given on the command line is kept.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How often a closing server closes the connections that have become idle since. */
const CLOSE_SWEEP_MS = 100;

/**
 * `server.close()` closes the connections idle at that moment, but one busy with a request
 * stays open after its answer for the whole keep-alive time-out (Node 24 does not close it),
 * and close() waits for it: 65 s of a shutdown. So while a server closes, what becomes idle is
 * closed too.
 */
function closeIdleConnectionsWhileClosing(prototype: Server): void {
  const close = prototype.close;
  prototype.close = function (this: Server, ...args: Parameters<Server["close"]>) {
    if (this.listening) {
      const sweep = setInterval(() => this.closeIdleConnections(), CLOSE_SWEEP_MS);
      sweep.unref();
      this.once("close", () => clearInterval(sweep));
    }
    return Reflect.apply(close, this, args) as Server;
  };
}

// The symbol's name is older than this file; kept, so a process never installs the hook twice.
const INSTALLED = Symbol.for("voice-assistant-service.unroutable-method-guard");

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), "Content-Length": String(body.length) });
  res.end(body);
}

/**
 * The request hook, on `http.Server.prototype.emit` (installed once per process, from
 * instrumentation.ts). Answers requests whose method no route handler can be exported for (TRACE, PROPFIND, …)
 * with the JSON 405 body, before Next.js sees them. Next.js turns every request into a fetch
 * `Request`, which refuses TRACE and TRACK with a TypeError (its plain-text 500) and which its
 * proxy could therefore never see. `allowedMethods` names what an /api path serves (null: no
 * route, answered with the JSON 404 like any unknown path).
 * CONNECT never arrives as a request (Node closes the socket: nothing listens for it).
 *
 * Every request first gets its peer address in a header no client can set (see
 * {@link stampPeerAddress}): the client address of lib/http/client-address.ts when no proxy is
 * trusted.
 *
 * An /api path that is not valid percent-encoding gets the JSON 400 here too: Next.js fails
 * to decode it while matching the route, before any handler runs.
 */
export function installRequestHook(allowedMethods: (pathname: string) => readonly string[] | null): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  closeIdleConnectionsWhileClosing(prototype);
  const emit = prototype.emit;
  const warnAboutForwardedFor = forwardedForWarning();
  const answer = function (this: Server, req: IncomingMessage, res: ServerResponse): boolean {
    stampPeerAddress(req);
    warnAboutForwardedFor(req);
    if (req.method && !routable.has(req.method)) {
      const pathname = (req.url ?? "/").split("?")[0];
      const isApi = pathname === "/api" || pathname.startsWith("/api/");
      const allowed = isApi ? allowedMethods(pathname) : PAGE_METHODS;
      const allow = allowed?.join(", ") ?? "";
      const error = allowed
        ? new ApiError("METHOD_NOT_ALLOWED", `${req.method} is not supported here; use ${allow}`, undefined, { Allow: allow })
        : new ApiError("NOT_FOUND", `No route ${req.method} ${pathname}`);
      req.resume();
      void writeResponse(refusalResponse(error), res).catch(() => res.destroy());
      return true;
    }
    // Here rather than in proxy.ts, so /api needs no proxy run per request (docs/decisions/0111).
    const malformed = malformedApiPathError(req.url ?? "/");
    if (malformed) {
      req.resume();
      void writeResponse(refusalResponse(malformed), res).catch(() => res.destroy());
      return true;
    }
    return Reflect.apply(emit, this, ["request", req, res]) as boolean;
  };
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "request") return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const [req, res] = args as [IncomingMessage, ServerResponse];
    // From the server's first request on (the hook has no earlier hold of it).
    if (this.keepAliveTimeout === NODE_KEEP_ALIVE_TIMEOUT_MS) this.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // One scope per request, opened before Next.js sees it: everything that handles the request,
    // and the work it leaves running, runs inside. The pipeline fills in route, account and actor.
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const receivedAt = new Date();
    const context: RequestContext = { requestId: newId("req", receivedAt), receivedAt, path: query === -1 ? url : url.slice(0, query) };
    return traceRequest(req, res, context, () => runInRequestContext(context, () => answer.call(this, req, res)));
  } as typeof prototype.emit;
}

/**
 * The exit hook: from now on `process.exit` does not exit, it resolves the returned promise
 * with the code it was given. Next's SIGTERM handler calls `process.exit(143)` once it has
 * closed the server (no new connections, requests in flight answered), so the promise says
 * "the server is closed". The caller keeps the real `process.exit` (bound before this) to exit
 * when its own work is done.
 */
export function holdProcessExit(): Promise<number | string | null | undefined> {
  return new Promise((resolve) => {
    process.exit = ((code?: number | string | null) => resolve(code)) as typeof process.exit;
  });
}
