import { AssistantNotFoundError } from "@/lib/calls/errors";
import { db } from "@/lib/db";

/** The account owning an assistant: the CLI is given only the assistant id. */
export async function findAssistantAccount(assistantId: string): Promise<string> {
  const assistant = await db.assistant.findUnique({ where: { id: assistantId }, select: { accountId: true } });
  if (!assistant) throw new AssistantNotFoundError(assistantId);
  return assistant.accountId;
}
