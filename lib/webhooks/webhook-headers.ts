import { signPayload } from "./sign-payload";

/** Names the sender in every webhook request, so receivers and their logs can tell us apart. */
export const WEBHOOK_USER_AGENT = "VoiceAssistantService-Webhooks/1.0";

/**
 * The headers of a signed webhook request (Content-Length aside) for the exact `body` sent.
 * One definition for delivery attempts and the local listener, so both sign alike.
 */
export function signedWebhookHeaders({ secret, eventId, body, timestamp }: {
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
