import { implement, serve } from "@/lib/api/serve-operations";
import { assistantReads } from "@/lib/dashboard/reads/assistant-reads";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { dashboardAssistantOperations as operations } from "@/lib/dashboard/operations/assistant-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/assistants – the account's assistants, a page at a time
  assistantReads.list,
  // POST /api/dashboard/assistants – create one
  implement(operations.create, ({ auth, body, audit }) => createAssistant(auth.accountId, body, audit)),
);
