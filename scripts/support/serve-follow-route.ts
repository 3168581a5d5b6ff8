// The Events follow route (`app/api/v1/events/follow/route.ts`, the real module and pipeline) behind a
// plain Node HTTP server, so a client such as the listener talks HTTP to it as to `next start`:
// a Date header, and a request whose connection closes aborts its `request.signal`.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { GET } from "@/app/api/v1/events/follow/route";

export type FollowRouteServer = {
  origin: string;
  /** Requests answered so far (the listener's cost). */
  readonly requests: string[];
  /** Runs after the handler answered and before the answer is sent (an event "during" a request). */
  beforeSend?: (url: string) => Promise<void>;
  close(): Promise<void>;
};

export async function serveFollowRoute(port = 0): Promise<FollowRouteServer> {
  const state = { requests: [] as string[] } as FollowRouteServer;
  const server: Server = createServer(async (incoming: IncomingMessage, outgoing) => {
    const controller = new AbortController();
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) controller.abort();
    });
    const url = new URL(incoming.url ?? "/", state.origin);
    const headers = new Headers({ "x-forwarded-for": "10.20.30.40" });
    if (incoming.headers.authorization) headers.set("authorization", incoming.headers.authorization);
    const response = await GET(new Request(url, { headers, signal: controller.signal }), { params: Promise.resolve({}) });
    const text = await response.text();
    await state.beforeSend?.(url.pathname + url.search);
    state.requests.push(url.pathname + url.search);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(text);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  state.origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
