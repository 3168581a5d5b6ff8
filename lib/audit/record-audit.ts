import type { Prisma } from "@/generated/prisma/client";
import type { DbClient } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { AuditAction } from "@/lib/schemas/audit-actions";
import type { AuditContext } from "./audit-context";

export type AuditTarget = { type: string; id: string; label?: string | null };

export type AuditEntry = {
  action: AuditAction;
  target?: AuditTarget;
  /**
   * What changed, without secrets: `{ before: {...}, after: {...} }` for an update, the new
   * thing's fields for a create, or other facts (`{ reason: "wrong password" }`).
   */
  summary?: Prisma.InputJsonValue;
};

/**
 * Records a change in the audit log. Pass the transaction that makes the change, so the entry
 * is written exactly when the change commits (and never when it rolls back).
 */
export async function recordAudit(client: DbClient, accountId: string, context: AuditContext, entry: AuditEntry): Promise<void> {
  await client.auditLogEntry.create({
    data: {
      id: newId("aud"),
      accountId,
      actorType: context.actor.type,
      actorId: context.actor.id,
      actorLabel: context.actor.label,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label ?? null,
      summary: entry.summary,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      requestId: context.requestId,
    },
  });
}
