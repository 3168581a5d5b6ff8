import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { prefixedIdSchema } from "@/lib/schemas/ids";
import { pageCursorSchema, pageLimitSchema } from "@/lib/schemas/pagination";
import {
  deliveryDetailViewSchema,
  deliverySummaryViewSchema,
  webhookEndpointViewSchema,
  webhookEventTypesInputSchema,
  webhookUrlInputSchema,
} from "@/lib/schemas/webhook";
import { webhookSignatureCheckInputSchema, webhookSignatureCheckResultSchema } from "@/lib/schemas/webhook-signature-check";

const deliveryIdSchema = prefixedIdSchema("dlv", "Delivery identifier.");
const byDeliveryId = { params: z.object({ id: deliveryIdSchema }), resource: "delivery" } as const;
const byEventId = { params: z.object({ id: prefixedIdSchema("evt", "Event identifier.") }), resource: "event" } as const;

const endpointSchema = z.object({ endpoint: webhookEndpointViewSchema.nullable() });
const secretSchema = z.object({ secret: z.string() });
/** One attempt made while the browser waits (a test event or a resend). */
const manualAttemptSchema = z.object({
  deliveryId: z.string(),
  eventId: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});
const attemptOutcomeSchema = z.object({
  deliveryId: z.string(),
  attemptNumber: z.number().int().nullable(),
  status: z.enum(["pending", "delivered", "failed"]),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});
const pendingEventsSchema = z.object({
  data: z.array(z.object({ id: z.string(), type: z.string(), timestamp: z.date(), createdAt: z.date() })),
});

export const dashboardWebhookOperations = {
  get: defineOperation({
    id: "dashboardGetWebhook",
    method: "GET",
    path: "/api/dashboard/webhook",
    access: "session",
    role: "viewer",
    summary: "The account's webhook endpoint (never its secret)",
    response: { status: 200, description: "The endpoint, or null.", schema: endpointSchema },
  }),
  setUrl: defineOperation({
    id: "dashboardSetWebhookUrl",
    method: "PUT",
    path: "/api/dashboard/webhook",
    access: "session",
    role: "developer",
    summary: "Set the webhook URL (https, public address)",
    body: z.strictObject({ url: webhookUrlInputSchema }),
    response: { status: 200, description: "The endpoint.", schema: endpointSchema },
  }),
  remove: defineOperation({
    id: "dashboardRemoveWebhook",
    method: "DELETE",
    path: "/api/dashboard/webhook",
    access: "session",
    role: "developer",
    summary: "Remove the webhook URL",
    response: { status: 204, description: "Removed." },
  }),
  enable: defineOperation({
    id: "dashboardEnableWebhook",
    method: "POST",
    path: "/api/dashboard/webhook/enable",
    access: "session",
    role: "developer",
    summary: "Re-enable an endpoint disabled after repeated failures",
    response: { status: 200, description: "The endpoint.", schema: endpointSchema },
    errors: ["NOT_FOUND"],
  }),
  revealSecret: defineOperation({
    id: "dashboardRevealSigningSecret",
    method: "POST",
    path: "/api/dashboard/webhook/secret/reveal",
    // POST: a secret must never be cached or prefetched.
    access: "session",
    role: "developer",
    summary: "The signing secret",
    confirm: true,
    response: { status: 200, description: "The secret.", schema: secretSchema },
    errors: ["NOT_FOUND"],
  }),
  rotateSecret: defineOperation({
    id: "dashboardRotateSigningSecret",
    method: "POST",
    path: "/api/dashboard/webhook/secret/rotate",
    access: "session",
    role: "developer",
    summary: "Replace the signing secret; returns the new one",
    confirm: true,
    response: { status: 200, description: "The new secret.", schema: secretSchema },
    errors: ["NOT_FOUND"],
  }),
  sendTest: defineOperation({
    id: "dashboardSendTestEvent",
    method: "POST",
    path: "/api/dashboard/webhook/test",
    access: "session",
    role: "developer",
    summary: "Send a signed webhook.test event now and report the answer",
    response: { status: 200, description: "The attempt's outcome.", schema: manualAttemptSchema },
    errors: ["NOT_FOUND"],
  }),
  listDeliveries: defineOperation({
    id: "dashboardListDeliveries",
    method: "GET",
    path: "/api/dashboard/webhook/deliveries",
    access: "session",
    role: "viewer",
    summary: "The account's deliveries, newest first, a page at a time",
    query: z.strictObject({ limit: pageLimitSchema, cursor: pageCursorSchema(deliveryIdSchema) }),
    response: {
      status: 200,
      description: "A page of deliveries.",
      schema: z.object({ data: z.array(deliverySummaryViewSchema), nextCursor: z.string().nullable() }),
    },
  }),
  getDelivery: defineOperation({
    id: "dashboardGetDelivery",
    method: "GET",
    path: "/api/dashboard/webhook/deliveries/{id}",
    access: "session",
    role: "viewer",
    summary: "One delivery with the payload and every attempt",
    ...byDeliveryId,
    response: { status: 200, description: "The delivery.", schema: deliveryDetailViewSchema },
  }),
  resendDelivery: defineOperation({
    id: "dashboardResendDelivery",
    method: "POST",
    path: "/api/dashboard/webhook/deliveries/{id}/resend",
    access: "session",
    role: "developer",
    summary: "Send the delivery's event again, now",
    ...byDeliveryId,
    response: { status: 200, description: "The attempt's outcome.", schema: manualAttemptSchema },
  }),
  setEventTypes: defineOperation({
    id: "dashboardSetWebhookEventTypes",
    method: "PUT",
    path: "/api/dashboard/webhook/event-types",
    access: "session",
    role: "developer",
    summary: "Choose which event types are sent to the URL",
    body: webhookEventTypesInputSchema,
    response: { status: 200, description: "The endpoint.", schema: endpointSchema },
    errors: ["NOT_FOUND"],
  }),
  listPendingEvents: defineOperation({
    id: "dashboardListPendingEvents",
    method: "GET",
    path: "/api/dashboard/webhook/pending-events",
    access: "session",
    role: "viewer",
    summary: "Events not yet handed to delivery, newest first",
    response: { status: 200, description: "The waiting events.", schema: pendingEventsSchema },
  }),
  deliverPendingEvent: defineOperation({
    id: "dashboardDeliverPendingEvent",
    method: "POST",
    path: "/api/dashboard/webhook/pending-events/{id}/deliver",
    access: "session",
    role: "developer",
    summary: "Hand a waiting event to delivery now",
    ...byEventId,
    response: {
      status: 200,
      description: "How it was handed over, and the attempt when made at once.",
      schema: z.discriminatedUnion("via", [
        z.object({ eventId: z.string(), via: z.literal("inngest"), handedOver: z.boolean() }),
        z.object({ eventId: z.string(), via: z.literal("direct"), attempt: attemptOutcomeSchema.nullable() }),
      ]),
    },
  }),
  checkSignature: defineOperation({
    id: "dashboardCheckWebhookSignature",
    method: "POST",
    path: "/api/dashboard/webhook/signature-check",
    access: "session",
    // Every member may check a signature (pass or fail per rule); the computed signature is in
    // the answer only for those who may reveal the secret, recently confirmed (a signing oracle).
    role: "viewer",
    summary: "Check a pasted webhook body and headers against the five signature rules",
    body: webhookSignatureCheckInputSchema,
    response: {
      status: 200,
      description: "Each rule passed or failed, and the mistakes detected.",
      schema: webhookSignatureCheckResultSchema,
    },
    errors: ["NOT_FOUND"],
  }),
};
