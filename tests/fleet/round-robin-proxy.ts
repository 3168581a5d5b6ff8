// The fleet's reverse proxy: a small round-robin balancer over node:http, as nginx or a cloud
// load balancer would be. It appends the address it saw to X-Forwarded-For (the instances
// run with TRUSTED_PROXY_HOPS=1) and names the instance that answered in X-Fleet-Instance.
import { Agent, createServer, request, type Server } from "node:http";

export type RoundRobinProxy = { url: string; answeredBy: Map<string, number>; close: () => Promise<void> };

export async function startRoundRobinProxy({
  port,
  upstreams,
}: {
  port: number;
  upstreams: { name: string; url: string }[];
}): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const answeredBy = new Map<string, number>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
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
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
