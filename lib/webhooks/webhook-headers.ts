/** Names the sender in every webhook request, so receivers and their logs can tell us apart. */
export const WEBHOOK_USER_AGENT = "VoiceAssistantService-Webhooks/1.0";
