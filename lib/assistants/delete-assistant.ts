import { db } from "@/lib/db";

/** Deletes one of the account's assistants. False when there is none (or it is another's). */
export async function deleteAssistant(accountId: string, assistantId: string): Promise<boolean> {
  const { count } = await db.assistant.deleteMany({ where: { id: assistantId, accountId } });
  return count > 0;
}
