import type pg from "pg";
import { createHeldSession, endHeldSession } from "@/lib/db-notifications/held-session";
import { logger } from "@/lib/observability/logger";

/** The application_name of an election's connection, so pg_stat_activity tells it apart (`scheduler-leader:<pid>`). */
export const LEADER_CONNECTION_NAME = "scheduler-leader";

/**
 * Postgres ends the session of a peer that stopped answering (its host died, the network
 * split) after `idle + interval × count` seconds of silence, so the lock it held is freed
 * then rather than when the kernel gives up on the socket (hours). A process that exits or is
 * killed closes its socket at once and needs none of this.
 */
const SERVER_KEEPALIVE = { idle: 5, interval: 2, count: 3 };

export type LeaderElection = {
  /** True while this process holds the lock on a connection that answered its last check. */
  readonly leading: boolean;
  /** Starts trying (at once, then every `retryMs`). */
  start(): void;
  /** Stops trying, releases the lock and closes the connection. */
  stop(): Promise<void>;
};

export type LeaderElectionOptions = {
  /** Read on every connect when a function (a setting that may change, as in tests). */
  connectionString: string | (() => string | undefined);
  /** The advisory lock's key: one per kind of work that must run on one instance at a time. */
  lockKey: bigint;
  /** How often a follower tries to take the lock, and how often the leader checks it still holds it. */
  retryMs: number;
  /** Called when this process starts (true) or stops (false) leading. */
  onChange(leading: boolean): void;
  applicationName?: string;
};

/**
 * Leadership among the instances of the app by a PostgreSQL session-level advisory lock
 * (`pg_try_advisory_lock`) held on a dedicated connection, not on the pool: the lock lives
 * exactly as long as that session. Whoever holds it leads; the others try again every
 * `retryMs`. When the leader stops, is killed, or its backend is terminated, its session ends,
 * Postgres frees the lock, and a follower takes it at its next try: within `retryMs` of the
 * session's end (plus, for a host that vanished, the server's keepalive, ~11 s).
 *
 * The leader checks its session every `retryMs` (a query with a `retryMs` timeout) and steps
 * down as soon as the connection errors or the check fails, so after a lost session it stops
 * within `2 × retryMs` at worst. A short overlap with the next leader is possible only while
 * the old one cannot reach the database, which is also all its work needs: the work done
 * under this lock must be safe to run twice (conditional updates, dedupe keys).
 */
export function createLeaderElection({
  connectionString,
  lockKey,
  retryMs,
  onChange,
  applicationName = `${LEADER_CONNECTION_NAME}:${process.pid}`,
}: LeaderElectionOptions): LeaderElection {
  const log = logger.child({ component: "leader-election" });
  let client: pg.Client | undefined;
  let leading = false;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();

  function setLeading(value: boolean) {
    if (leading === value) return;
    leading = value;
    log.info({ lockKey: String(lockKey), leading }, value ? "leading: took the advisory lock" : "no longer leading");
    onChange(value);
  }

  async function drop(reason?: unknown) {
    const old = client;
    client = undefined;
    if (reason !== undefined) log.warn({ err: reason }, "leader election: connection lost");
    setLeading(false);
    await endHeldSession(old);
  }

  async function connect(): Promise<pg.Client | undefined> {
    const url = typeof connectionString === "function" ? connectionString() : connectionString;
    if (!url) return undefined;
    // No check waits longer than a retry. An error or end on the idle connection
    // (pg_terminate_backend, a restart) is a lost session.
    const fresh = createHeldSession(url, {
      applicationName,
      timeoutMs: retryMs,
      onLost: (error) => {
        if (client === fresh) void drop(error ?? new Error("the connection ended"));
      },
    });
    try {
      await fresh.connect();
      // Best effort: a server that cannot set them (the embedded dev database) still elects.
      await fresh
        .query(
          `SET tcp_keepalives_idle = ${SERVER_KEEPALIVE.idle}; SET tcp_keepalives_interval = ${SERVER_KEEPALIVE.interval}; SET tcp_keepalives_count = ${SERVER_KEEPALIVE.count}`,
        )
        .catch((error: unknown) => log.debug({ err: error }, "leader election: server keepalives not set"));
    } catch (error) {
      await endHeldSession(fresh);
      throw error;
    }
    return fresh;
  }

  async function attempt(): Promise<void> {
    try {
      client ??= await connect();
      const current = client;
      if (!current) return;
      if (leading) {
        // Still our session (a terminated backend errors here, if the error event has not said so first).
        await current.query("SELECT 1");
        return;
      }
      const { rows } = await current.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [String(lockKey)]);
      if (client === current && rows[0]?.locked) setLeading(true);
    } catch (error) {
      await drop(error);
    }
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      tick = attempt().finally(schedule);
    }, retryMs);
    timer.unref();
  }

  return {
    get leading() {
      return leading;
    },
    start() {
      if (running) return;
      running = true;
      tick = attempt().finally(schedule);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await tick;
      const current = client;
      // Released explicitly (ending the session would free it too), so a follower need not wait for the close.
      if (current && leading) await current.query("SELECT pg_advisory_unlock($1::bigint)", [String(lockKey)]).catch(() => {});
      await drop();
    },
  };
}
