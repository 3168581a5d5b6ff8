import { db } from "@/lib/db";

export type WebhookHealth = {
  configured: boolean;
  enabled: boolean;
  consecutiveFailures: number;
  /** Deliveries of the last 24 hours by final state (pending = still being tried). */
  last24h: { delivered: number; failed: number; pending: number };
};

/** A one-glance view of webhook delivery for the dashboard's overview. */
export async function summarizeWebhookHealth(accountId: string, now: Date = new Date()): Promise<WebhookHealth> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [endpoint, counts] = await Promise.all([
    db.webhookEndpoint.findUnique({ where: { accountId }, select: { enabled: true, consecutiveFailures: true } }),
    db.webhookDelivery.groupBy({ by: ["status"], where: { accountId, createdAt: { gte: since } }, _count: { _all: true } }),
  ]);
  const last24h = { delivered: 0, failed: 0, pending: 0 };
  for (const row of counts) last24h[row.status] = row._count._all;
  return {
    configured: endpoint !== null,
    enabled: endpoint?.enabled ?? false,
    consecutiveFailures: endpoint?.consecutiveFailures ?? 0,
    last24h,
  };
}
