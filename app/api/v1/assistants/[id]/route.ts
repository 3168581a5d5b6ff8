import { notFound } from "@/lib/api/not-found";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { deleteAssistant } from "@/lib/assistants/delete-assistant";
import { findAssistant } from "@/lib/assistants/find-assistant";
import { updateAssistant } from "@/lib/assistants/update-assistant";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/assistants/:id – one assistant
  implement(assistantOperations.get, async ({ auth, params }) => (await findAssistant(auth.accountId, params.id)) ?? notFound("assistant")),
  // PUT /api/v1/assistants/:id – change the fields sent (partial update), status included
  implement(
    assistantOperations.update,
    async ({ auth, params, body, audit }) => (await updateAssistant(auth.accountId, params.id, body, audit)) ?? notFound("assistant"),
  ),
  // DELETE /api/v1/assistants/:id – delete an assistant
  implement(assistantOperations.delete, async ({ auth, params, audit }) => {
    if (!(await deleteAssistant(auth.accountId, params.id, audit))) notFound("assistant");
  }),
);
