import { randomInt } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Assistant, CreateAssistantData } from "@/lib/schemas/assistant";
import { assistantFacts } from "./assistant-facts";
import { toAssistantView } from "./to-assistant-view";

/** A line in the +1 555 range that is reserved for fiction: no real subscriber answers it. */
function allocatePhoneNumber(): string {
  return `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

/** A new assistant of the account, from input already validated at the edge. */
export async function createAssistant(
  accountId: string,
  data: CreateAssistantData,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<Assistant> {
  return db.$transaction(async (tx) => {
    const row = await tx.assistant.create({
      data: {
        id: newId("asst"),
        accountId,
        name: data.name,
        businessWebsite: data.businessWebsite ?? null,
        language: data.language,
        voiceTier: data.voiceTier,
        voiceId: data.voiceId,
        status: data.status,
        phoneNumber: allocatePhoneNumber(),
      },
    });
    const view = toAssistantView(row);
    await recordAudit(tx, accountId, audit, {
      action: "assistant.created",
      target: { type: "assistant", id: row.id, label: row.name },
      summary: { after: assistantFacts(view) },
    });
    return view;
  });
}
