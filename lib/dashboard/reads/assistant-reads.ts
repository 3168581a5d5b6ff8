import { implement } from "@/lib/api/serve-operations";
import { listAssistants } from "@/lib/assistants/list-assistants";
import { dashboardAssistantOperations as operations } from "@/lib/dashboard/operations/assistant-operations";

/** The assistants' reads, served by their route and rendered first by the Assistants and Calls pages. */
export const assistantReads = {
  // GET /api/dashboard/assistants – the account's assistants, a page at a time
  list: implement(operations.list, ({ auth, query }) => listAssistants(auth.accountId, query)),
};
