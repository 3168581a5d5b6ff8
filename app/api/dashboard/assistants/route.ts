// GET /api/dashboard/assistants – the account's assistants, a page at a time; POST – create one
import { created, json } from "@/lib/api/responses";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { listAssistants } from "@/lib/assistants/list-assistants";
import { withSession } from "@/lib/dashboard/with-session";
import { createAssistantSchema } from "@/lib/schemas/assistant";

export const GET = withSession(async ({ accountId, request }) => {
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  return json(await listAssistants(accountId, { cursor, limit: 50 }));
});

export const POST = withSession(
  async ({ accountId, body }) => {
    const assistant = await createAssistant(accountId, body);
    return created(assistant, `/api/v1/assistants/${assistant.id}`);
  },
  { body: createAssistantSchema },
);
