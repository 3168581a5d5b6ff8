// POST /api/dashboard/calls/test – run a simulated call on one of the account's assistants
import { json } from "@/lib/api/responses";
import { mapCallErrors } from "@/lib/dashboard/map-call-error";
import { withSession } from "@/lib/dashboard/with-session";
import { testCallInputSchema } from "@/lib/schemas/call";
import { runTestCall } from "@/lib/simulator/run-test-call";

export const POST = withSession(
  async ({ accountId, body }) => json(await mapCallErrors(() => runTestCall(accountId, body)), { status: 201 }),
  { body: testCallInputSchema },
);
