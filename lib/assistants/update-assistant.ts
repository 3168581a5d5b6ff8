import { db, isRecordNotFound } from "@/lib/db";
import type { Assistant, UpdateAssistantData } from "@/lib/schemas/assistant";
import { toAssistantView } from "./to-assistant-view";

/**
 * Changes only the fields given, in one statement scoped to the account (no gap between an
 * ownership check and the write). Null when the account has no such assistant.
 */
export async function updateAssistant(accountId: string, assistantId: string, data: UpdateAssistantData): Promise<Assistant | null> {
  try {
    return toAssistantView(await db.assistant.update({ where: { id: assistantId, accountId }, data }));
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}
