// `npm run dev` prints where to sign in only once the server it started accepts connections
// (scripts/dev.ts): a TCP knock, so no page is compiled and no request logged for it.
import { connect } from "node:net";

/** Where to knock for a server listening on `host`: a wildcard address is reached on loopback. */
export function probeAddress(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (bare === "0.0.0.0" || bare === "") return "127.0.0.1";
  if (bare === "::") return "::1";
  return bare;
}

/** Whether something accepts a TCP connection on `host`:`port` now. */
export function acceptsConnections(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: probeAddress(host), port });
    const settle = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.setTimeout(timeoutMs, () => settle(false));
    socket.once("connect", () => settle(true));
    socket.once("error", () => settle(false));
  });
}

/** True once `host`:`port` accepts connections; false when `signal` aborts first (the server exited). */
export async function waitForPort(
  host: string,
  port: number,
  { intervalMs = 250, signal }: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  while (!signal?.aborted) {
    if (await acceptsConnections(host, port)) return !signal?.aborted;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
