// POST /api/dashboard/webhook/test – send a signed webhook.test event now and report the answer
import { json } from "@/lib/api/responses";
import { mapWebhookErrors } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

export const POST = withSession(async ({ accountId }) => json(await mapWebhookErrors(() => sendTestEvent(accountId))));
