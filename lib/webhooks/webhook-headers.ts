/** Header names of an outgoing webhook request (lowercase, as Node and fetch report them). */
export const WEBHOOK_HEADERS = {
  signature: "x-service-signature",
  timestamp: "x-service-timestamp",
  eventId: "x-service-event-id",
} as const;

export const WEBHOOK_USER_AGENT = "VoiceAssistantService-Webhooks/1.0";
