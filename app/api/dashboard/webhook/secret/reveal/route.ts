import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/secret/reveal – the signing secret (POST: never cached or prefetched)
  implement(operations.revealSecret, async ({ auth, audit }) => ({ secret: await revealSigningSecret(auth.accountId, audit) })),
);
