import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import type { Assistant, UpdateAssistantData } from "@/lib/schemas/assistant";
import { assistantFacts } from "./assistant-facts";
import { toAssistantView } from "./to-assistant-view";

/**
 * Changes only the fields given, scoped to the account, and records what changed (before and
 * after of each changed field) in the same transaction. The row is read with `FOR UPDATE`, so
 * two concurrent changes record their own befores. Null when the account has no such assistant.
 */
export async function updateAssistant(
  accountId: string,
  assistantId: string,
  data: UpdateAssistantData,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<Assistant | null> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM "Assistant" WHERE id = ${assistantId} AND "accountId" = ${accountId} FOR UPDATE`;
    if (locked.length === 0) return null;
    const before = assistantFacts(toAssistantView(await tx.assistant.findUniqueOrThrow({ where: { id: assistantId } })));
    const updated = toAssistantView(await tx.assistant.update({ where: { id: assistantId, accountId }, data }));
    const after = assistantFacts(updated);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => before[field] !== after[field]);
    await recordAudit(tx, accountId, audit, {
      action: "assistant.updated",
      target: { type: "assistant", id: assistantId, label: updated.name },
      summary: {
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
      },
    });
    return updated;
  });
}
