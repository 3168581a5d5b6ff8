import { z } from "zod";

/** The dashboard's URL field: the network checks (https, public address) run in setWebhookUrl. */
export const webhookUrlInputSchema = z.string().trim().min(1, "Enter a URL").max(2048, "The URL is too long");

/** What the dashboard may see of an endpoint: never its signing secret. */
export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  consecutiveFailures: z.number().int(),
  disabledAt: z.date().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

export const deliveryAttemptViewSchema = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  startedAt: z.date(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
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
