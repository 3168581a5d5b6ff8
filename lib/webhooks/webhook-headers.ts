import { signPayload } from "./sign-payload";

/** Names the sender in every webhook request, so receivers and their logs can tell us apart. */
export const WEBHOOK_USER_AGENT = "VoiceAssistantService-Webhooks/1.0";

/**
 * The headers of a signed webhook request (Content-Length aside) for the exact `body` sent.
 * One definition for delivery attempts and the local listener, so both sign alike.
 */
export function signedWebhookHeaders({
  secret,
  eventId,
  body,
  timestamp,
}: {
  secret: string;
  eventId: string;
  body: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
}): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "User-Agent": WEBHOOK_USER_AGENT,
    "X-Service-Event-Id": eventId,
    "X-Service-Timestamp": String(timestamp),
    "X-Service-Signature": signPayload(secret, timestamp, body),
  };
}

/**
 * Every header a webhook request carries, as customers are told about them (dashboard event
 * catalog, OpenAPI `webhooks`). A test sends a real delivery and checks the request against
 * this list, so the documentation cannot drift from what is sent.
 */
export const WEBHOOK_HEADERS = {
  "X-Service-Signature": {
    description: "Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret.",
    example: "5f0c6d8e2b7a4c1f9e3d5b7a9c1e3f5a7b9d1c3e5f7a9b1d3c5e7f9a1b3d5c7e",
  },
  "X-Service-Timestamp": {
    description: "Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock.",
    example: "1795256464",
  },
  "X-Service-Event-Id": {
    description: "The event's id, the same as the body's `id` and the same on every retry: deduplicate on it.",
    example: "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
  },
  "Content-Type": { description: "The body is a JSON envelope.", example: "application/json" },
  "User-Agent": { description: "Identifies the sender.", example: WEBHOOK_USER_AGENT },
} as const satisfies Record<string, { description: string; example: string }>;

export type WebhookHeaderName = keyof typeof WEBHOOK_HEADERS;
