import type { DbClient } from "@/lib/db";

/** The Postgres channel that carries "this account's keys changed" (payload: the account id). */
export const API_KEY_CHANNEL = "api_key_changes";

/**
 * Tells every process that an account's keys (revocation, expiry), tier or members (a role
 * change or a removal: a key is bounded by its maker's role) changed. Call it
 * inside the transaction that makes the change: Postgres delivers the notification when, and
 * only if, that transaction commits.
 */
export async function notifyApiKeyChange(tx: DbClient, accountId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${API_KEY_CHANNEL}, ${accountId})`;
}
