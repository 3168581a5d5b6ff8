import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { listAssistants } from "@/lib/assistants/list-assistants";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/assistants – list the API key's account's assistants, newest first, a page at a time
  implement(assistantOperations.list, ({ auth, query }) => listAssistants(auth.accountId, query)),
  // POST /api/v1/assistants – create an assistant
  implement(assistantOperations.create, ({ auth, body, audit }) => createAssistant(auth.accountId, body, audit)),
);
