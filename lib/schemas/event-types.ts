/**
 * Every event type, in the order the reference lists them. Without zod, so the dashboard's
 * event-type form does not carry every event's schema into its page (decision 0215); each
 * type's data schema is in ./event.ts, which must have one for each (a `satisfies` there).
 */
const eventTypes = ["call.started", "call.completed", "call.failed", "call.missed", "transcript.ready", "usage.threshold"] as const;
export type EventType = (typeof eventTypes)[number];
export const EVENT_TYPES: EventType[] = [...eventTypes];
