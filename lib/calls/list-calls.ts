import { db } from "@/lib/db";
import { listCallsQuerySchema, type CallResource, type ListCallsQuery } from "@/lib/schemas/call";
import { toCallResource } from "./to-call-resource";

/**
 * The account's calls, newest first, optionally of one assistant and/or one status. Ids
 * sort by creation time, so the cursor is the last id of the previous page. The stored
 * transcript (kilobytes per call) is left in the table: lists do not show it.
 */
export async function listCalls(
  accountId: string,
  query: ListCallsQuery = {},
): Promise<{ data: CallResource[]; nextCursor: string | null }> {
  const { assistantId, status, limit, cursor } = listCallsQuerySchema.parse(query);
  const rows = await db.call.findMany({
    where: { accountId, assistantId, status, ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: limit + 1,
    omit: { transcript: true },
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toCallResource), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
