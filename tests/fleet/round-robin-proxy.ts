// The fleet's reverse proxy: a small round-robin balancer over node:http, as nginx or a cloud
// load balancer would be. It appends the address it saw to X-Forwarded-For (the instances
// run with TRUSTED_PROXY_HOPS=1) and names the instance that answered in X-Fleet-Instance.
import { Agent, createServer, request, type Server } from "node:http";

export type RoundRobinProxy = {
  url: string;
  answeredBy: Map<string, number>;
  /** Upstreams taken out of the rotation, as a load balancer's health check would (the chaos run's killed instance). */
  out: Set<string>;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy({
  port,
  upstreams,
}: {
  port: number;
  upstreams: { name: string; url: string }[];
}): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const answeredBy = new Map<string, number>();
  const out = new Set<string>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    const serving = upstreams.filter((candidate) => !out.has(candidate.name));
    const upstream = (serving.length > 0 ? serving : upstreams)[next++ % (serving.length || upstreams.length)];
    const target = new URL(upstream.url);
    const seen = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": forwarded ? `${forwarded}, ${seen}` : seen };
    const outgoing = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      answeredBy.set(upstream.name, (answeredBy.get(upstream.name) ?? 0) + 1);
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-fleet-instance": upstream.name });
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
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    out,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
