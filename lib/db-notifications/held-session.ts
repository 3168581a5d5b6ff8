import pg from "pg";
import { sessionSettings } from "@/lib/config/database-session";

// A database session of its own, outside the pool, that its holder keeps open for as long as
// what it holds must live: the LISTEN connection (listen-for-notifications.ts) and the leader
// election's advisory lock (lib/background-work/elect-leader.ts). One way to open and end it, so
// both start with the same session settings and tell a lost session from one they ended.

export type HeldSessionOptions = {
  applicationName: string;
  /** Called when the session fails (with the error) or ends (without one) while held: pg_terminate_backend, a restart, a broken network. */
  onLost: (error?: Error) => void;
  /** No connect and no query waits longer (the leader election's retry); unset: node-postgres' defaults. */
  timeoutMs?: number;
};

/** A client for a held session to `url`, not yet connected: the holder adds its own listeners, then connects. */
export function createHeldSession(url: string, { applicationName, onLost, timeoutMs }: HeldSessionOptions): pg.Client {
  const client = new pg.Client({
    ...sessionSettings(url),
    application_name: applicationName,
    // The client notices a server that went silent, not only one that said goodbye.
    keepAlive: true,
    ...(timeoutMs === undefined
      ? {}
      : { keepAliveInitialDelayMillis: timeoutMs, query_timeout: timeoutMs, connectionTimeoutMillis: timeoutMs }),
  });
  client.on("error", (error) => onLost(error));
  client.on("end", () => onLost());
  return client;
}

/** Ends a held session on purpose: its listeners are dropped first, so the ending is not reported as a loss. Never throws. */
export async function endHeldSession(client: pg.Client | undefined): Promise<void> {
  if (!client) return;
  client.removeAllListeners();
  client.on("error", () => {});
  await client.end().catch(() => {});
}
