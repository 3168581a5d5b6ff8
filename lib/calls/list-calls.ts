import { db } from "@/lib/db";
import type { CallView, ListCallsQuery } from "@/lib/schemas/call";
import { toCallView } from "./to-call-view";

/**
 * The account's calls, newest first, optionally of one assistant, one status and/or a time
 * range of when they came in (`createdAfter` inclusive, `createdBefore` exclusive). Ids sort
 * by that time, so the cursor is the last id of the previous page. The stored transcript
 * (kilobytes per call) is left in the table: lists do not show it.
 */
export async function listCalls(
  accountId: string,
  { assistantId, status, createdAfter, createdBefore, limit, cursor }: ListCallsQuery,
): Promise<{ data: CallView[]; nextCursor: string | null }> {
  const createdAt =
    createdAfter || createdBefore
      ? { ...(createdAfter ? { gte: new Date(createdAfter) } : {}), ...(createdBefore ? { lt: new Date(createdBefore) } : {}) }
      : undefined;
  const rows = await db.call.findMany({
    where: { accountId, assistantId, status, createdAt, ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: limit + 1,
    omit: { transcript: true },
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toCallView), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
