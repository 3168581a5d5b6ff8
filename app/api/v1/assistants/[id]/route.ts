import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { getAssistant } from "@/lib/assistants/get-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";
import { methodNotAllowed } from "@/lib/api/public-route";
import { notFound, resourceId } from "@/lib/api/resource-id";
import { json, noContent } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { assistantIdSchema, updateAssistantSchema } from "@/lib/schemas/assistant";

type Params = { id: string };

// A malformed, unknown or another account's id: the same 404.
const ownId = (id: string) => resourceId(assistantIdSchema, id, "assistant");

// GET /api/v1/assistants/:id – one assistant
export const GET = withApiKey<Params>(
  async ({ auth, params }) => json((await getAssistant(auth.accountId, ownId(params.id))) ?? notFound("assistant")),
  { permission: "assistants:read" },
);

// PUT /api/v1/assistants/:id – change the fields sent (partial update), status included
export const PUT = withApiKey(
  async ({ auth, params, body }) => json((await updateAssistant(auth.accountId, ownId(params.id), body)) ?? notFound("assistant")),
  { permission: "assistants:write", body: updateAssistantSchema },
);

// DELETE /api/v1/assistants/:id – delete an assistant
export const DELETE = withApiKey<Params>(
  async ({ auth, params }) => ((await deleteAssistant(auth.accountId, ownId(params.id))) ? noContent() : notFound("assistant")),
  { permission: "assistants:write" },
);

const notAllowed = methodNotAllowed(["GET", "PUT", "DELETE"]);
export { notAllowed as POST, notAllowed as PATCH };
