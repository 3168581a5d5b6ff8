import { db } from "@/lib/db";

export type WebhookHealth = {
  configured: boolean;
  enabled: boolean;
  consecutiveFailures: number;
  /**
   * Deliveries of every kind (events, test sends, resends) made in the last 24 hours, counted
   * in whole UTC hours (the current hour and the 24 before it), by their current state
   * (pending = still being tried).
   */
  last24h: { delivered: number; failed: number; pending: number };
};

const HOUR_MS = 60 * 60 * 1000;

type HealthRow = { enabled: boolean | null; consecutiveFailures: number | null; delivered: number; failed: number; pending: number };

/**
 * A one-glance view of webhook delivery for the dashboard's overview. The counts come from
 * the hourly counters the database keeps as deliveries are made and finish, so this reads at
 * most 25 hours × 8 counter rows and the endpoint, however many deliveries the account has.
 */
export async function summarizeWebhookHealth(accountId: string, now: Date = new Date()): Promise<WebhookHealth> {
  const since = new Date(Math.floor((now.getTime() - 24 * HOUR_MS) / HOUR_MS) * HOUR_MS);
  // `hour` is a `timestamptz`; compared with ISO text (with its Z), whatever the session's zone.
  const [row] = await db.$queryRaw<HealthRow[]>`
    SELECT w.enabled, w."consecutiveFailures",
           COALESCE(c.delivered, 0)::int AS delivered, COALESCE(c.failed, 0)::int AS failed, COALESCE(c.pending, 0)::int AS pending
    FROM (SELECT sum(delivered) AS delivered, sum(failed) AS failed, sum(pending) AS pending
          FROM "WebhookDeliveryHourlyCount"
          WHERE "accountId" = ${accountId} AND hour >= ${since.toISOString()}::timestamptz) c
    LEFT JOIN "WebhookEndpoint" w ON w."accountId" = ${accountId}`;
  return {
    configured: row.enabled !== null,
    enabled: row.enabled ?? false,
    consecutiveFailures: row.consecutiveFailures ?? 0,
    last24h: { delivered: row.delivered, failed: row.failed, pending: row.pending },
  };
}
