// PUT /api/dashboard/assistants/:id – change some fields; DELETE – delete the assistant
import { ApiError } from "@/lib/api/errors";
import { json, noContent } from "@/lib/api/responses";
import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";
import { withSession } from "@/lib/dashboard/with-session";
import { updateAssistantSchema } from "@/lib/schemas/assistant";

const notFound = () => new ApiError("NOT_FOUND", "No such assistant");

export const PUT = withSession(
  async ({ accountId, params, body }) => {
    const assistant = await updateAssistant(accountId, params.id, body);
    if (!assistant) throw notFound();
    return json(assistant);
  },
  { body: updateAssistantSchema },
);

export const DELETE = withSession(async ({ accountId, params }) => {
  if (!(await deleteAssistant(accountId, params.id))) throw notFound();
  return noContent();
});
