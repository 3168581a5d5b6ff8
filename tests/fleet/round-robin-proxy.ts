// The fleet's reverse proxy: a small round-robin balancer over node:http, as nginx or a cloud
// load balancer would be. It appends the address it saw to X-Forwarded-For (the instances
// run with TRUSTED_PROXY_HOPS=1) and names the instance that answered in X-Fleet-Instance.
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";

export type RoundRobinProxy = {
  url: string;
  answeredBy: Map<string, number>;
  /** Upstreams taken out of the rotation, as a load balancer's health check would (the chaos run's killed instance). */
  out: Set<string>;
  /** With `readiness`: every change of an upstream's state the checks made, in order (ms since the epoch). */
  readinessChanges: { at: number; name: string; to: "in" | "out"; why: string }[];
  close: () => Promise<void>;
};

/**
 * A load balancer's readiness check: `path` polled on every upstream each `intervalMs`; an
 * upstream is taken out after `failures` answers in a row that are not 200 (or no answer within
 * `timeoutMs`, default the interval), and put back after one 200. Without it, only the caller moves upstreams.
 */
export type ReadinessCheck = { path: string; intervalMs: number; failures: number; timeoutMs?: number };

/**
 * Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, so a proxy drops them
 * instead of passing them on, as nginx does. Passed on, the instances' `Keep-Alive: timeout=65`
 * (decision 0226) told the test's client it could reuse a connection the proxy's own server
 * closes after its 5 s idle time, and a request sent as it closed failed ("other side closed").
 */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !listed.includes(name)));
}

export async function startRoundRobinProxy({
  port,
  upstreams,
  readiness,
}: {
  port: number;
  upstreams: { name: string; url: string }[];
  readiness?: ReadinessCheck;
}): Promise<RoundRobinProxy> {
  // A connection per proxied request, as many balancers open them: a pooled connection the
  // instance closed after its keep-alive timeout (the fleet test idles to move away from a
  // minute's boundary) could be reused at that very moment and answer 502 (ECONNRESET), which
  // a test counting every answer of a burst took for a wrong count.
  const agent = new Agent({ keepAlive: false, maxSockets: 64 });
  const answeredBy = new Map<string, number>();
  const out = new Set<string>();
  const readinessChanges: RoundRobinProxy["readinessChanges"] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const serving = upstreams.filter((candidate) => !out.has(candidate.name));
    const upstream = (serving.length > 0 ? serving : upstreams)[next++ % (serving.length || upstreams.length)];
    const target = new URL(upstream.url);
    const seen = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...withoutHopByHop(req.headers), "x-forwarded-for": forwarded ? `${forwarded}, ${seen}` : seen };
    const outgoing = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      answeredBy.set(upstream.name, (answeredBy.get(upstream.name) ?? 0) + 1);
      res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), "x-fleet-instance": upstream.name });
      answer.pipe(res);
    });
    outgoing.on("error", () => {
      // Named too, so a client can tell which instance failed to answer (one killed mid-request).
      if (!res.headersSent) res.writeHead(502, { "x-fleet-instance": upstream.name });
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  let checking: NodeJS.Timeout | undefined;
  if (readiness) {
    const failed = new Map<string, number>();
    const check = async ({ name, url }: { name: string; url: string }) => {
      let why = "200";
      try {
        // A fresh connection each time (no agent): what a balancer's prober does.
        const response = await fetch(`${url}${readiness.path}`, {
          signal: AbortSignal.timeout(readiness.timeoutMs ?? readiness.intervalMs),
        });
        await response.arrayBuffer();
        if (response.status !== 200) why = String(response.status);
      } catch (error) {
        why = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      }
      if (why === "200") {
        failed.set(name, 0);
        if (out.delete(name)) readinessChanges.push({ at: Date.now(), name, to: "in", why });
        return;
      }
      failed.set(name, (failed.get(name) ?? 0) + 1);
      if ((failed.get(name) ?? 0) >= readiness.failures && !out.has(name)) {
        out.add(name);
        readinessChanges.push({ at: Date.now(), name, to: "out", why });
      }
    };
    let running = false;
    checking = setInterval(() => {
      if (running) return;
      running = true;
      void Promise.all(upstreams.map(check)).finally(() => {
        running = false;
      });
    }, readiness.intervalMs);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    out,
    readinessChanges,
    close: async () => {
      clearInterval(checking);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
