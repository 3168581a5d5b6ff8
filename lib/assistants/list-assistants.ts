import { db } from "@/lib/db";
import { listAssistantsQuerySchema, type AssistantList, type ListAssistantsQuery } from "@/lib/schemas/assistant";
import { toAssistantView } from "./to-assistant-view";

/**
 * The account's assistants, newest first. Ids sort by creation time, so the cursor is simply
 * the last id of the previous page: stable while assistants are added or deleted meanwhile.
 */
export async function listAssistants(accountId: string, query: Partial<ListAssistantsQuery> = {}): Promise<AssistantList> {
  const { limit, cursor } = listAssistantsQuerySchema.parse(query);
  const rows = await db.assistant.findMany({
    where: { accountId, ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    data: page.map(toAssistantView),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}
