import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/secret/rotate – replace the signing secret; returns the new one
  implement(operations.rotateSecret, async ({ auth, audit }) => ({ secret: await rotateSigningSecret(auth.accountId, audit) })),
);
