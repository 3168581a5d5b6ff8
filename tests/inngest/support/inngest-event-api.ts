// Stands in for Inngest's event API (POST /e/<event key>) so that sending can be tested
// without the Inngest server: it records what the client sends and answers as told.
import { createServer } from "node:http";

export type SentInngestEvent = { id?: string; name: string; data: Record<string, unknown>; ts?: number };
export type EventApiMode = "accept" | "error" | "hang";

export async function startInngestEventApi() {
  const received: SentInngestEvent[] = [];
  let requests = 0;
  let mode: EventApiMode = "accept";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests += 1;
      if (mode === "hang") return;
      if (mode === "error") return void res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"down","status":500}');
      const events = JSON.parse(Buffer.concat(chunks).toString()) as SentInngestEvent[];
      received.push(...events);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ids: events.map((event) => event.id), status: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requestCount: () => requests,
    setMode: (next: EventApiMode) => {
      mode = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Points the Inngest client at the stand-in. The client reads its environment when it is
 * constructed, so call this before importing anything that imports `@/inngest/client`.
 */
export function useInngestEventApi(url: string, sendTimeoutMs = 300) {
  process.env.INNGEST_BASE_URL = url;
  process.env.INNGEST_EVENT_KEY = "test-event-key";
  process.env.INNGEST_SEND_TIMEOUT_MS = String(sendTimeoutMs);
}
