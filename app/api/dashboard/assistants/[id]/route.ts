// PUT /api/dashboard/assistants/:id – change some fields; DELETE – delete the assistant
import { notFound } from "@/lib/api/resource-id";
import { json, noContent } from "@/lib/api/responses";
import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";
import { withSession } from "@/lib/dashboard/with-session";
import { updateAssistantSchema } from "@/lib/schemas/assistant";

export const PUT = withSession(
  async ({ accountId, params, body }) => {
    const assistant = await updateAssistant(accountId, params.id, body);
    return json(assistant ?? notFound("assistant"));
  },
  { body: updateAssistantSchema },
);

export const DELETE = withSession(async ({ accountId, params }) => {
  if (!(await deleteAssistant(accountId, params.id))) notFound("assistant");
  return noContent();
});
