// A TCP proxy between the app and a server (Postgres) that can hold all traffic for a while:
// a database that stops answering (a failover, a long lock, a stalled network) without closing
// a connection. Deterministic where pg_terminate_backend is not: nothing is refused, nothing
// errors, every byte simply waits until `release`. It can also break every open connection
// without a word to the app (`breakSilently`), as a NAT or a proxy's idle time-out does.
import { createServer, connect, type Socket } from "node:net";

export type StallableTcpProxy = {
  /** 127.0.0.1:<port> to connect to instead of the target. */
  host: string;
  port: number;
  /** From now on no byte is forwarded either way (new connections are accepted, and held too). */
  hold: () => void;
  /** Forwards what was held, in order, and everything after. */
  release: () => void;
  /**
   * Ends each open connection's server side, and tells the app's side nothing until it next
   * sends: then its socket is reset (ECONNRESET). New connections work as before.
   */
  breakSilently: () => void;
  close: () => Promise<void>;
};

type Direction = { from: Socket; to: Socket; held: Buffer[]; broken?: boolean };

export async function startStallableTcpProxy(target: { host: string; port: number }): Promise<StallableTcpProxy> {
  let holding = false;
  const directions: Direction[] = [];
  const sockets = new Set<Socket>();

  const forward = (direction: Direction) => {
    direction.from.on("data", (chunk: Buffer) => {
      if (direction.broken) direction.from.resetAndDestroy();
      else if (holding) direction.held.push(chunk);
      else direction.to.write(chunk);
    });
    direction.from.on("end", () => {
      if (!direction.broken) direction.to.end();
    });
    direction.from.on("error", () => {
      if (!direction.broken) direction.to.destroy();
    });
    direction.from.on("close", () => {
      if (!direction.broken) direction.to.destroy();
    });
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    const up: Direction = { from: client, to: upstream, held: [] };
    const down: Direction = { from: upstream, to: client, held: [] };
    directions.push(up, down);
    forward(up);
    forward(down);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");

  return {
    host: "127.0.0.1",
    port: address.port,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const direction of directions) {
        for (const chunk of direction.held.splice(0)) if (!direction.to.destroyed) direction.to.write(chunk);
      }
    },
    breakSilently: () => {
      const open = directions.splice(0);
      for (const direction of open) direction.broken = true;
      // The server's side of each connection ends (its backend exits); the app's side hears nothing.
      for (const direction of open) if (direction.to.remotePort === target.port) direction.to.destroy();
    },
    close: async () => {
      holding = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
