import { z } from "zod";
import { EVENT_TYPES, type EventType } from "./event";
import { safeText } from "./text";

/** The dashboard's URL field: the network checks (https, public address) run in setWebhookUrl. */
export const webhookUrlInputSchema = safeText().trim().min(1, "Enter a URL").max(2048, "The URL is too long");

/** What the dashboard may see of an endpoint: never its signing secret. */
export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  consecutiveFailures: z.number().int(),
  disabledAt: z.date().nullable(),
  disabledReason: z.string().nullable(),
  /** The types sent to the URL; stored empty for "every type", shown as the full list. */
  eventTypes: z.array(z.string()).transform((types) => (types.length === 0 ? [...EVENT_TYPES] : types)),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

/** The dashboard's choice of event types: at least one of the six. */
export const webhookEventTypesInputSchema = z.strictObject({
  eventTypes: z
    .array(z.enum(EVENT_TYPES as [EventType, ...EventType[]]))
    .min(1, "Choose at least one event type, or remove the URL to receive none")
    .max(EVENT_TYPES.length),
});
export type WebhookEventTypesInput = z.infer<typeof webhookEventTypesInputSchema>;

export const deliveryAttemptViewSchema = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  startedAt: z.date(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  /** The request headers sent (null for attempts recorded before they were kept). */
  requestHeaders: z.record(z.string(), z.string()).nullable(),
});
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptViewSchema>;

export const deliverySummaryViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  kind: z.enum(["event", "test", "resend"]),
  resendOfId: z.string().nullable(),
  url: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.date().nullable(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
});
export type DeliverySummaryView = z.infer<typeof deliverySummaryViewSchema>;

export const deliveryDetailViewSchema = deliverySummaryViewSchema.extend({
  /** The JSON body that was (or will be) sent, as signed. */
  payload: z.string(),
  attempts: z.array(deliveryAttemptViewSchema),
});
export type DeliveryDetailView = z.infer<typeof deliveryDetailViewSchema>;

/** The result of a dashboard-triggered attempt (test event, resend). */
export type ManualAttemptResult = {
  deliveryId: string;
  eventId: string;
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
};

/** The test event: not one of the six contracted types, so receivers can tell it apart. */
export const TEST_EVENT_TYPE = "webhook.test";
export const testEventDataSchema = z.strictObject({
  message: z.string(),
  accountId: z.string(),
});
