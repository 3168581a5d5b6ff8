import { db } from "@/lib/db";
import type { Assistant } from "@/lib/schemas/assistant";
import { toAssistantView } from "./to-assistant-view";

/** One of the account's assistants, or null: another account's id looks the same as no id. */
export async function findAssistant(accountId: string, assistantId: string): Promise<Assistant | null> {
  const row = await db.assistant.findFirst({ where: { id: assistantId, accountId } });
  return row ? toAssistantView(row) : null;
}
