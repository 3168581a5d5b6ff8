import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import type { AssistantList, ListAssistantsQuery } from "@/lib/schemas/assistant";
import { type AssistantRowWithIsoTimes, toAssistantView } from "./to-assistant-view";

/**
 * The account's assistants, newest first. Ids sort by creation time, so the cursor is simply
 * the last id of the previous page: stable while assistants are added or deleted meanwhile.
 *
 * Plain SQL through node-postgres rather than findMany or even `$queryRaw`: this is the API's
 * hottest read, and Prisma's runtime costs more CPU than the query itself here
 * (docs/decisions/0019-hot-path-plain-sql.md and its successor). For the same reason Postgres
 * writes the two times in the API's form (`toISOString`'s, milliseconds truncated as a Date
 * truncates them), so no row's times are parsed into Dates only to be printed again: about
 * 1.5 µs a row (decision 0222). Every row still leaves through the response schema in
 * toAssistantView.
 */
export async function listAssistants(accountId: string, { limit, cursor }: ListAssistantsQuery): Promise<AssistantList> {
  const rows = await queryRows<AssistantRowWithIsoTimes>(Prisma.sql`
    SELECT "id", "name", "businessWebsite", "language", "voiceTier", "voiceId", "status", "phoneNumber",
      to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      to_char("updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
    FROM "Assistant"
    WHERE "accountId" = ${accountId} ${cursor ? Prisma.sql`AND "id" < ${cursor}` : Prisma.empty}
    ORDER BY "id" DESC
    LIMIT ${limit + 1}`);
  const page = rows.slice(0, limit);
  return {
    data: page.map(toAssistantView),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}
