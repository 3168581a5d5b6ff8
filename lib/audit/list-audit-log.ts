import type { AuditLogEntry, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { idBoundAt } from "@/lib/ids";
import type { AuditEntryView, AuditLogFilter, AuditLogList, ListAuditLogQuery } from "@/lib/schemas/audit-log";
import { auditRetentionCutoff } from "./audit-retention";

/**
 * The Prisma filter of an account's audit entries: one actor, action and/or target, a time
 * range, and only entries within retention. Time is read from the ids (`idBoundAt`), which sort
 * by creation time: with the (accountId, id), (accountId, action, id), (accountId, actorId, id)
 * and (accountId, targetId, id) indexes every filter is one index range scan, newest first,
 * whatever the table's size.
 */
export function auditLogWhere(
  accountId: string,
  { actor, action, target, from, to }: AuditLogFilter,
  now = new Date(),
): Prisma.AuditLogEntryWhereInput {
  const retained = auditRetentionCutoff(now);
  const start = from && from > retained ? from : retained;
  const ids: Prisma.StringFilter[] = [{ gte: idBoundAt("aud", start) }];
  if (to) ids.push({ lt: idBoundAt("aud", to) });
  return { accountId, actorId: actor, action, targetId: target, AND: ids.map((id) => ({ id })) };
}

/** The account's audit entries, newest first; the cursor is the last id of the previous page. */
export async function listAuditLog(accountId: string, { limit, cursor, ...filter }: ListAuditLogQuery): Promise<AuditLogList> {
  const where = auditLogWhere(accountId, filter);
  const rows = await db.auditLogEntry.findMany({
    where: cursor ? { AND: [where, { id: { lt: cursor } }] } : where,
    orderBy: { id: "desc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toAuditEntryView), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}

export function toAuditEntryView(row: AuditLogEntry): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { type: row.actorType as AuditEntryView["actor"]["type"], id: row.actorId, label: row.actorLabel },
    action: row.action as AuditEntryView["action"],
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
    summary:
      row.summary && typeof row.summary === "object" && !Array.isArray(row.summary) ? (row.summary as Record<string, unknown>) : null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}
