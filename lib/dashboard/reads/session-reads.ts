import { implement } from "@/lib/api/serve-operations";
import { listUserSessions } from "@/lib/identity/sessions/list-user-sessions";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";

/** The member's own sessions, served by their route and rendered first by the Account page. */
export const sessionReads = {
  // GET /api/dashboard/sessions – the member's signed-in browsers, this one marked
  list: implement(operations.listSessions, ({ auth }) => listUserSessions(auth)),
};
