// `npm run dev` prints "Sign in at …" once its server accepts connections, not before.
import { createServer, type AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { acceptsConnections, probeAddress, waitForPort } from "@/scripts/support/wait-for-port";

/** A port nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.each([
  ["127.0.0.1", "127.0.0.1"],
  ["localhost", "localhost"],
  ["0.0.0.0", "127.0.0.1"],
  ["::", "::1"],
  ["[::]", "::1"],
  ["[::1]", "::1"],
])("a server on %s is knocked on at %s", (host, expected) => {
  expect(probeAddress(host)).toBe(expected);
});

test("resolves only once the port accepts connections", async () => {
  const port = await freePort();
  expect(await acceptsConnections("127.0.0.1", port)).toBe(false);
  let answered = false;
  const waiting = waitForPort("127.0.0.1", port, { intervalMs: 20 }).then((listening) => {
    answered = true;
    return listening;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(answered).toBe(false);
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(port, "0.0.0.0", resolve));
  try {
    expect(await waiting).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("gives up with false when the server exits first (the signal aborts)", async () => {
  const port = await freePort();
  const exited = new AbortController();
  const waiting = waitForPort("127.0.0.1", port, { intervalMs: 20, signal: exited.signal });
  setTimeout(() => exited.abort(), 100);
  expect(await waiting).toBe(false);
});
