import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { prefixedIdSchema } from "@/lib/schemas/ids";
import { pageCursorSchema, pageLimitSchema } from "@/lib/schemas/pagination";
import { webhookUrlInputSchema } from "@/lib/schemas/webhook";

const deliveryIdSchema = prefixedIdSchema("dlv", "Delivery identifier.");
const byDeliveryId = { params: z.object({ id: deliveryIdSchema }), resource: "delivery" } as const;

export const dashboardWebhookOperations = {
  get: defineOperation({
    id: "dashboardGetWebhook",
    method: "GET",
    path: "/api/dashboard/webhook",
    access: "session",
    summary: "The account's webhook endpoint (never its secret)",
    response: { status: 200, description: "The endpoint, or null." },
  }),
  setUrl: defineOperation({
    id: "dashboardSetWebhookUrl",
    method: "PUT",
    path: "/api/dashboard/webhook",
    access: "session",
    summary: "Set the webhook URL (https, public address)",
    body: z.strictObject({ url: webhookUrlInputSchema }),
    response: { status: 200, description: "The endpoint." },
  }),
  remove: defineOperation({
    id: "dashboardRemoveWebhook",
    method: "DELETE",
    path: "/api/dashboard/webhook",
    access: "session",
    summary: "Remove the webhook URL",
    response: { status: 204, description: "Removed." },
  }),
  enable: defineOperation({
    id: "dashboardEnableWebhook",
    method: "POST",
    path: "/api/dashboard/webhook/enable",
    access: "session",
    summary: "Re-enable an endpoint disabled after repeated failures",
    response: { status: 200, description: "The endpoint." },
    errors: ["NOT_FOUND"],
  }),
  revealSecret: defineOperation({
    id: "dashboardRevealSigningSecret",
    method: "POST",
    path: "/api/dashboard/webhook/secret/reveal",
    // POST: a secret must never be cached or prefetched.
    access: "session",
    summary: "The signing secret",
    response: { status: 200, description: "The secret." },
    errors: ["NOT_FOUND"],
  }),
  rotateSecret: defineOperation({
    id: "dashboardRotateSigningSecret",
    method: "POST",
    path: "/api/dashboard/webhook/secret/rotate",
    access: "session",
    summary: "Replace the signing secret; returns the new one",
    response: { status: 200, description: "The new secret." },
    errors: ["NOT_FOUND"],
  }),
  sendTest: defineOperation({
    id: "dashboardSendTestEvent",
    method: "POST",
    path: "/api/dashboard/webhook/test",
    access: "session",
    summary: "Send a signed webhook.test event now and report the answer",
    response: { status: 200, description: "The attempt's outcome." },
    errors: ["NOT_FOUND"],
  }),
  listDeliveries: defineOperation({
    id: "dashboardListDeliveries",
    method: "GET",
    path: "/api/dashboard/webhook/deliveries",
    access: "session",
    summary: "The account's deliveries, newest first, a page at a time",
    query: z.strictObject({ limit: pageLimitSchema, cursor: pageCursorSchema(deliveryIdSchema) }),
    response: { status: 200, description: "A page of deliveries." },
  }),
  getDelivery: defineOperation({
    id: "dashboardGetDelivery",
    method: "GET",
    path: "/api/dashboard/webhook/deliveries/{id}",
    access: "session",
    summary: "One delivery with the payload and every attempt",
    ...byDeliveryId,
    response: { status: 200, description: "The delivery." },
  }),
  resendDelivery: defineOperation({
    id: "dashboardResendDelivery",
    method: "POST",
    path: "/api/dashboard/webhook/deliveries/{id}/resend",
    access: "session",
    summary: "Send the delivery's event again, now",
    ...byDeliveryId,
    response: { status: 200, description: "The attempt's outcome." },
  }),
};
