// GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant and status
import { ApiError, zodIssuesToDetails } from "@/lib/api/errors";
import { json } from "@/lib/api/responses";
import { listCalls } from "@/lib/calls/list-calls";
import { withSession } from "@/lib/dashboard/with-session";
import { listCallsQuerySchema } from "@/lib/schemas/call";

export const GET = withSession(async ({ accountId, request }) => {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const query = listCallsQuerySchema.safeParse(params);
  if (!query.success) throw new ApiError("VALIDATION_ERROR", "Some filters are not valid", zodIssuesToDetails(query.error.issues));
  return json(await listCalls(accountId, query.data));
});
