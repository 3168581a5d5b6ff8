import { implement, serve } from "@/lib/api/serve-operations";
import { signOutEverywhere } from "@/lib/identity/sessions/sign-out-everywhere";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";
import { sessionReads } from "@/lib/dashboard/reads/session-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  sessionReads.list,
  // DELETE /api/dashboard/sessions – sign out everywhere, this browser included
  implement(operations.signOutEverywhere, async ({ auth, audit }) => {
    await signOutEverywhere(auth, audit);
  }),
);
