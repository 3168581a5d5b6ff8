import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { checkAccountWebhookSignature, maySeeComputedSignatures } from "@/lib/webhooks/check-account-webhook-signature";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/signature-check – each signature rule passed or failed for a pasted request
  implement(operations.checkSignature, ({ auth, body }) =>
    checkAccountWebhookSignature(auth.accountId, body, { showSignatures: maySeeComputedSignatures(auth, operations.revealSecret) }),
  ),
);
