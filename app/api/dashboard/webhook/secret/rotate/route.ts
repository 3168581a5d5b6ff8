// POST /api/dashboard/webhook/secret/rotate – replace the signing secret; returns the new one
import { json } from "@/lib/api/responses";
import { requireWebhookEndpoint } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";

export const POST = withSession(async ({ accountId }) => {
  const secret = requireWebhookEndpoint(await rotateSigningSecret(accountId));
  return json({ secret });
});
