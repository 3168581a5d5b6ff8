import { listCalls } from "@/lib/calls/list-calls";
import { methodNotAllowed } from "@/lib/api/public-route";
import { json } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { listCallsQuerySchema } from "@/lib/schemas/call";

// GET /api/v1/calls – the caller's calls, newest first, filtered by assistant and status, a page at a time
export const GET = withApiKey(
  async ({ auth, query }) => json(await listCalls(auth.accountId, query)),
  { permission: "calls:read", query: listCallsQuerySchema },
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
