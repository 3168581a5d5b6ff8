// GET /api/dashboard/webhook – the account's endpoint; PUT – set its URL; DELETE – remove it
import { z } from "zod";
import { json, noContent } from "@/lib/api/responses";
import { mapWebhookErrors } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { webhookUrlInputSchema } from "@/lib/schemas/webhook";
import { clearWebhookUrl } from "@/lib/webhooks/clear-webhook-url";
import { getWebhookEndpoint } from "@/lib/webhooks/get-webhook-endpoint";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";

export const GET = withSession(async ({ accountId }) => json({ endpoint: await getWebhookEndpoint(accountId) }));

export const PUT = withSession(
  async ({ accountId, body }) => json({ endpoint: await mapWebhookErrors(() => setWebhookUrl(accountId, body.url)) }),
  { body: z.strictObject({ url: webhookUrlInputSchema }) },
);

export const DELETE = withSession(async ({ accountId }) => {
  await clearWebhookUrl(accountId);
  return noContent();
});
