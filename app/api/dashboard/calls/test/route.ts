import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";
import { runTestCall } from "@/lib/simulator/run-test-call";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/calls/test – run a simulated call on one of the account's assistants
  implement(operations.test, ({ auth, body, audit }) => runTestCall(auth.accountId, body, { audit })),
);
