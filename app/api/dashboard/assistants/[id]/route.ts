import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";
import { dashboardAssistantOperations as operations } from "@/lib/dashboard/operations/assistant-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PUT /api/dashboard/assistants/:id – change some fields
  implement(
    operations.update,
    async ({ auth, params, body, audit }) => (await updateAssistant(auth.accountId, params.id, body, audit)) ?? notFound("assistant"),
  ),
  // DELETE /api/dashboard/assistants/:id – delete the assistant
  implement(operations.delete, async ({ auth, params, audit }) => {
    if (!(await deleteAssistant(auth.accountId, params.id, audit))) notFound("assistant");
  }),
);
