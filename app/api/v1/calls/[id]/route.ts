import { getCall } from "@/lib/calls/get-call";
import { ApiError } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/public-route";
import { json } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { callIdSchema } from "@/lib/schemas/call";

type Params = { id: string };

// An id that is malformed, unknown or another account's gets the same answer.
function notFound(): never {
  throw new ApiError("NOT_FOUND", "No such call");
}

function ownId(id: string): string {
  return callIdSchema.safeParse(id).success ? id : notFound();
}

// GET /api/v1/calls/:id – one call with its transcript
export const GET = withApiKey<Params>(
  async ({ auth, params }) => json((await getCall(auth.accountId, ownId(params.id))) ?? notFound()),
  { permission: "calls:read" },
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
