// A TCP proxy between the app and a server (Postgres) that can hold all traffic for a while:
// a database that stops answering (a failover, a long lock, a stalled network) without closing
// a connection. Deterministic where pg_terminate_backend is not: nothing is refused, nothing
// errors, every byte simply waits until `release`.
import { createServer, connect, type Socket } from "node:net";

export type StallableTcpProxy = {
  /** 127.0.0.1:<port> to connect to instead of the target. */
  host: string;
  port: number;
  /** From now on no byte is forwarded either way (new connections are accepted, and held too). */
  hold: () => void;
  /** Forwards what was held, in order, and everything after. */
  release: () => void;
  close: () => Promise<void>;
};

type Direction = { from: Socket; to: Socket; held: Buffer[] };

export async function startStallableTcpProxy(target: { host: string; port: number }): Promise<StallableTcpProxy> {
  let holding = false;
  const directions: Direction[] = [];
  const sockets = new Set<Socket>();

  const forward = (direction: Direction) => {
    direction.from.on("data", (chunk: Buffer) => {
      if (holding) direction.held.push(chunk);
      else direction.to.write(chunk);
    });
    direction.from.on("end", () => direction.to.end());
    direction.from.on("error", () => direction.to.destroy());
    direction.from.on("close", () => direction.to.destroy());
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
    close: async () => {
      holding = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
