import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { setWebhookEventTypes } from "@/lib/webhooks/set-webhook-event-types";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PUT /api/dashboard/webhook/event-types – choose which event types are sent
  implement(operations.setEventTypes, async ({ auth, body, audit }) => ({
    endpoint: await setWebhookEventTypes(auth.accountId, body, audit),
  })),
);
