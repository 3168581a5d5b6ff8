import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { assistantFacts } from "./assistant-facts";
import { toAssistantView } from "./to-assistant-view";

/** Deletes one of the account's assistants. False when there is none (or it is another's). */
export async function deleteAssistant(accountId: string, assistantId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const row = await tx.assistant.findFirst({ where: { id: assistantId, accountId } });
    if (!row) return false;
    const { count } = await tx.assistant.deleteMany({ where: { id: assistantId, accountId } });
    if (count === 0) return false;
    await recordAudit(tx, accountId, audit, {
      action: "assistant.deleted",
      target: { type: "assistant", id: assistantId, label: row.name },
      summary: { before: assistantFacts(toAssistantView(row)), after: null },
    });
    return true;
  });
}
