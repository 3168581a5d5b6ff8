// GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant and status
import { parseInput } from "@/lib/api/parse-input";
import { json } from "@/lib/api/responses";
import { listCalls } from "@/lib/calls/list-calls";
import { withSession } from "@/lib/dashboard/with-session";
import { listCallsQuerySchema } from "@/lib/schemas/call";

export const GET = withSession(async ({ accountId, request }) => {
  // An empty filter from the form's "All" option means no filter.
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  return json(await listCalls(accountId, parseInput(listCallsQuerySchema, params, "query.")));
});
