import { createAssistant } from "@/lib/assistants/create-assistant";
import { listAssistants } from "@/lib/assistants/list-assistants";
import { methodNotAllowed } from "@/lib/api/public-route";
import { created, json } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { createAssistantSchema, listAssistantsQuerySchema } from "@/lib/schemas/assistant";

// GET /api/v1/assistants – list the caller's assistants, newest first, a page at a time
export const GET = withApiKey(
  async ({ auth, query }) => json(await listAssistants(auth.accountId, query)),
  { permission: "assistants:read", query: listAssistantsQuerySchema },
);

// POST /api/v1/assistants – create an assistant
export const POST = withApiKey(
  async ({ auth, body }) => {
    const assistant = await createAssistant(auth.accountId, body);
    return created(assistant, `/api/v1/assistants/${assistant.id}`);
  },
  { permission: "assistants:write", body: createAssistantSchema },
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
