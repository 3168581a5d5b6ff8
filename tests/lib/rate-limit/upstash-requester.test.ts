// The Upstash transport against a real HTTP server on a real socket: a kept-alive socket that
// the server closes while idle, just as the next request goes out on it, is not taken for Redis
// being down. The server here answers, keeps the connection open, and then closes it without
// reading the next request: what a server whose keep-alive timeout ran out at that moment does.
import { createServer, type Server } from "node:net";
import { afterEach, expect, test } from "vitest";
import { createUpstashRequester } from "@/lib/rate-limit/upstash-requester";

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const ANSWER = JSON.stringify({ result: "PONG" });
const OK = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${ANSWER.length}\r\nConnection: keep-alive\r\n\r\n${ANSWER}`;

/** A server that answers the first request on each connection and resets it when a second arrives; counts connections and requests read. */
async function startServer(): Promise<{ url: string; connections: () => number; answered: () => number }> {
  let connections = 0;
  let answered = 0;
  server = createServer((socket) => {
    connections++;
    let requests = 0;
    socket.on("data", () => {
      requests++;
      if (requests === 1) {
        answered++;
        socket.write(OK);
      } else socket.resetAndDestroy();
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, connections: () => connections, answered: () => answered };
}

test("a request on a kept-alive socket the server has reset is sent again on a new connection, once", async () => {
  const upstash = await startServer();
  const requester = createUpstashRequester({ url: upstash.url, token: "t", timeoutMs: 2_000 });
  expect(await requester.request({ body: ["PING"] })).toEqual({ result: "PONG" });
  // The pooled socket is reused, reset, and the request goes out once more on a fresh one.
  expect(await requester.request({ body: ["PING"] })).toEqual({ result: "PONG" });
  expect(upstash.connections()).toBe(2);
  expect(upstash.answered()).toBe(2);
});

test("a reset on a fresh connection is not retried: the caller sees the error", async () => {
  let connections = 0;
  server = createServer((socket) => {
    connections++;
    socket.on("data", () => socket.resetAndDestroy());
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const requester = createUpstashRequester({ url: `http://127.0.0.1:${port}`, token: "t", timeoutMs: 2_000 });
  await expect(requester.request({ body: ["PING"] })).rejects.toMatchObject({ code: "ECONNRESET" });
  expect(connections).toBe(1);
});
