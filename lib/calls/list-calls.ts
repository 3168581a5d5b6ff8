import { db } from "@/lib/db";
import type { CallView, ListCallsQuery } from "@/lib/schemas/call";
import { toCallView } from "./to-call-view";

/**
 * The account's calls, newest first, optionally of one assistant and/or one status. Ids
 * sort by creation time, so the cursor is the last id of the previous page.
 */
export async function listCalls(
  accountId: string,
  { assistantId, status, limit, cursor }: ListCallsQuery,
): Promise<{ data: CallView[]; nextCursor: string | null }> {
  const rows = await db.call.findMany({
    where: { accountId, assistantId, status, ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toCallView), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
