import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { ApiError } from "@/lib/api/errors";
import { refusalResponse } from "./refusal-response";
import { malformedApiPathError } from "./refuse-malformed-api-path";

/** The methods a Next.js route handler can be exported for. */
export const ROUTE_HANDLER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const routable = new Set<string>(ROUTE_HANDLER_METHODS);

/** The methods a page (not an /api route) answers; POST carries server actions. */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

const INSTALLED = Symbol.for("voice-assistant-service.unroutable-method-guard");

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), "Content-Length": String(body.length) });
  res.end(body);
}

/**
 * Answers requests whose method no route handler can be exported for (TRACE, PROPFIND, …)
 * with the JSON 405 body, before Next.js sees them. Next.js turns every request into a fetch
 * `Request`, which refuses TRACE and TRACK with a TypeError (its plain-text 500) and which its
 * proxy could therefore never see. `allowedMethods` names what an /api path serves (null: no
 * route, answered with the JSON 404 like any unknown path).
 * CONNECT never arrives as a request (Node closes the socket: nothing listens for it).
 * An /api path that is not valid percent-encoding gets the JSON 400 here too: Next.js fails
 * to decode it while matching the route, before any handler runs.
 */
export function installUnroutableMethodGuard(allowedMethods: (pathname: string) => readonly string[] | null): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
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
      // Here rather than in proxy.ts, so /api needs no proxy run per request (docs/decisions).
      const malformed = malformedApiPathError(req.url ?? "/");
      if (malformed) {
        req.resume();
        void writeResponse(refusalResponse(malformed), res).catch(() => res.destroy());
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
}
