import { db } from "@/lib/db";
import { updateAssistantSchema, type Assistant, type UpdateAssistantInput } from "@/lib/schemas/assistant";
import { toAssistantView } from "./to-assistant-view";

/** Changes only the fields given. Null when the account has no such assistant. */
export async function updateAssistant(
  accountId: string,
  assistantId: string,
  input: UpdateAssistantInput,
): Promise<Assistant | null> {
  const data = updateAssistantSchema.parse(input);
  // updateMany scopes the write to the account in the same statement; a separate ownership
  // check before the write would leave a gap between check and change.
  const { count } = await db.assistant.updateMany({ where: { id: assistantId, accountId }, data });
  if (count === 0) return null;
  const row = await db.assistant.findFirst({ where: { id: assistantId, accountId } });
  return row ? toAssistantView(row) : null;
}
