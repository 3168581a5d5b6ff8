// POST /api/dashboard/webhook/secret/reveal – the signing secret (POST: never cached or prefetched)
import { json } from "@/lib/api/responses";
import { requireWebhookEndpoint } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";

export const POST = withSession(async ({ accountId }) => {
  const secret = requireWebhookEndpoint(await revealSigningSecret(accountId));
  return json({ secret });
});
