import http from "node:http";
import https from "node:https";
import type { Requester, UpstashRequest, UpstashResponse } from "@upstash/redis";
import { endSpan, startClientSpan } from "@/lib/observability/tracing";

export type UpstashRequesterConfig = { url: string; token: string; timeoutMs: number };

/**
 * The HTTP transport of the Upstash REST client, on node:http with kept-alive connections.
 * The client's own transport is `fetch`, which per request builds WHATWG Request, Headers and
 * Response objects and a body stream, and needed an `AbortSignal.timeout` (a timer and an
 * abort signal) to bound the wait: a third of the rate-limited route's extra CPU
 * (docs/CAPACITY.md). Here a request is one write on a pooled socket, bounded by the socket's
 * idle timeout. Same protocol: POST the command as JSON, the answer's JSON is returned, an
 * error status throws (so the limiter falls back to counting in memory), and the
 * read-your-writes token is carried from answer to request as the client does.
 */
export function createUpstashRequester({ url, token, timeoutMs }: UpstashRequesterConfig): Requester {
  const base = new URL(url.replace(/\/$/, ""));
  const transport = base.protocol === "https:" ? https : http;
  // Sockets stay open between requests; at most 64 at once per instance (a burst queues).
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 64, scheduling: "lifo" });
  const authorization = `Bearer ${token}`;

  const requester: Requester = {
    readYourWrites: true,
    upstashSyncToken: "",
    request<TResult>(req: UpstashRequest): Promise<UpstashResponse<TResult>> {
      const body = JSON.stringify(req.body);
      const path = [base.pathname === "/" ? "" : base.pathname, ...(req.path ?? [])].join("/") || "/";
      // The command's name only: its arguments are keys and client addresses.
      const span = startClientSpan("upstash.request", {
        "db.system.name": "redis",
        "db.operation.name": Array.isArray(req.body) ? String(req.body[0]).toUpperCase() : "PIPELINE",
        "url.full": `${base.origin}${path}`,
      });
      // A pooled socket the server closed while idle (its keep-alive timeout ran out just as
      // this request was written) fails with ECONNRESET or EPIPE before the server read
      // anything: sent once more on a fresh socket, as Node's documentation advises, rather than
      // taken for Redis being down (which would count this instance's requests in memory for a
      // while, and admit more than the limit across instances). Once only: a second failure is real.
      const send = (retried: boolean) =>
        new Promise<UpstashResponse<TResult>>((resolve, reject) => {
          const outgoing = transport.request(
            {
              // The retry on a connection of its own: the pool's other idle sockets may be as old.
              agent: retried ? false : agent,
              host: base.hostname,
              port: base.port || undefined,
              method: "POST",
              path,
              timeout: timeoutMs,
              headers: {
                authorization,
                "content-type": "application/json",
                "content-length": Buffer.byteLength(body),
                "upstash-sync-token": requester.upstashSyncToken ?? "",
                ...req.headers,
              },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("error", reject);
              response.on("end", () => {
                const text = Buffer.concat(chunks).toString("utf8");
                let parsed: UpstashResponse<TResult>;
                try {
                  parsed = JSON.parse(text) as UpstashResponse<TResult>;
                } catch {
                  return reject(new Error(`Upstash answered ${response.statusCode} with a body that is not JSON`));
                }
                const status = response.statusCode ?? 0;
                // The client's message, so the rate limiter can recognise NOSCRIPT and send the script.
                if (status < 200 || status >= 300) return reject(new Error(`${parsed.error}, command was: ${body}`));
                const syncToken = response.headers["upstash-sync-token"];
                requester.upstashSyncToken = typeof syncToken === "string" ? syncToken : "";
                resolve(parsed);
              });
            },
          );
          outgoing.on("timeout", () => outgoing.destroy(new Error(`Upstash did not answer within ${timeoutMs} ms`)));
          outgoing.on("error", (error: NodeJS.ErrnoException) => {
            const staleSocket = outgoing.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
            if (staleSocket && !retried) resolve(send(true));
            else reject(error);
          });
          outgoing.end(body);
        });
      return send(false).then(
        (answer) => {
          endSpan(span);
          return answer;
        },
        (error: unknown) => {
          endSpan(span, error);
          throw error;
        },
      );
    },
  };
  return requester;
}
