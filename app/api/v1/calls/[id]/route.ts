import { getCall } from "@/lib/calls/get-call";
import { methodNotAllowed } from "@/lib/api/public-route";
import { notFound, resourceId } from "@/lib/api/resource-id";
import { json } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { callIdSchema } from "@/lib/schemas/call";

type Params = { id: string };

// GET /api/v1/calls/:id – one call with its transcript
export const GET = withApiKey<Params>(
  async ({ auth, params }) => json((await getCall(auth.accountId, resourceId(callIdSchema, params.id, "call"))) ?? notFound("call")),
  { permission: "calls:read" },
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
