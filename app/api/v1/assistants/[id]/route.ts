import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { getAssistant } from "@/lib/assistants/get-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";
import { ApiError } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/public-route";
import { json, noContent } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { assistantIdSchema, updateAssistantSchema } from "@/lib/schemas/assistant";

type Params = { id: string };

// An id that is malformed, unknown or another account's gets the same answer.
function notFound(): never {
  throw new ApiError("NOT_FOUND", "No such assistant");
}

function ownId(id: string): string {
  return assistantIdSchema.safeParse(id).success ? id : notFound();
}

// GET /api/v1/assistants/:id – one assistant
export const GET = withApiKey<Params>(
  async ({ auth, params }) => json((await getAssistant(auth.accountId, ownId(params.id))) ?? notFound()),
  { permission: "assistants:read" },
);

// PUT /api/v1/assistants/:id – change the fields sent (partial update), status included
export const PUT = withApiKey(
  async ({ auth, params, body }) => json((await updateAssistant(auth.accountId, ownId(params.id), body)) ?? notFound()),
  { permission: "assistants:write", body: updateAssistantSchema },
);

// DELETE /api/v1/assistants/:id – delete an assistant
export const DELETE = withApiKey<Params>(
  async ({ auth, params }) => ((await deleteAssistant(auth.accountId, ownId(params.id))) ? noContent() : notFound()),
  { permission: "assistants:write" },
);

const notAllowed = methodNotAllowed(["GET", "PUT", "DELETE"]);
export { notAllowed as POST, notAllowed as PATCH };
