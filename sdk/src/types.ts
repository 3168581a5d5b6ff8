// Names for the generated types (openapi.gen.ts, from the service's OpenAPI document): every
// type the SDK exposes is one of these, so a change of the document changes the SDK's types.
import type { components, operations } from "./openapi.gen.js";

type Schemas = components["schemas"];

export type Assistant = Schemas["Assistant"];
export type AssistantCreateParams = Schemas["CreateAssistant"];
export type AssistantUpdateParams = Schemas["UpdateAssistant"];
export type Call = Schemas["Call"];
export type CallDetail = Schemas["CallDetail"];
export type TranscriptMessage = Schemas["TranscriptMessage"];
export type Usage = Schemas["Usage"];
/** An event as the Events API lists it. */
export type ApiEvent = Schemas["Event"];
export type EventType = ApiEvent["type"];
export type EventDetail = Schemas["EventDetail"];
export type EventDelivery = Schemas["EventDelivery"];
export type Redelivery = Schemas["Redelivery"];
export type RecoverParams = Schemas["RecoverInput"];
export type RecoverResult = Schemas["RecoverResult"];
export type AuditLogEntry = Schemas["AuditLogEntry"];
export type RequestLogEntry = Schemas["RequestLogEntry"];
export type ErrorBody = Schemas["Error"];
/** Every error code the API documents. */
export type ErrorCode = ErrorBody["error"]["code"];
export type ErrorDetail = NonNullable<ErrorBody["error"]["details"]>[number];

/** The six webhook events, discriminated by `type`. */
export type CallStartedEvent = Schemas["CallStartedEvent"];
export type CallCompletedEvent = Schemas["CallCompletedEvent"];
export type CallFailedEvent = Schemas["CallFailedEvent"];
export type CallMissedEvent = Schemas["CallMissedEvent"];
export type TranscriptReadyEvent = Schemas["TranscriptReadyEvent"];
export type UsageThresholdEvent = Schemas["UsageThresholdEvent"];
export type WebhookEvent =
  | CallStartedEvent
  | CallCompletedEvent
  | CallFailedEvent
  | CallMissedEvent
  | TranscriptReadyEvent
  | UsageThresholdEvent;

/** The operations of /api/v1 (the document's webhooks are events, not operations). */
export type OperationId = Exclude<keyof operations, `${string}Webhook`>;
export type QueryOf<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;

export type AssistantListParams = QueryOf<"listAssistants">;
export type CallListParams = QueryOf<"listCalls">;
export type EventListParams = QueryOf<"listEvents">;
export type EventFollowParams = QueryOf<"followEvents">;
export type AuditLogListParams = QueryOf<"listAuditLog">;
export type RequestLogListParams = QueryOf<"listRequestLogs">;
