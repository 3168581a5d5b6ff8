import { z } from "zod";
import { EVENT_TYPES, eventDataSchemas, type EventType } from "@/lib/schemas/event";
import { buildEnvelope } from "./build-envelope";

/** One field of an event's `data`, as the catalog lists it. Nested objects list `parent.child`. */
export type EventField = { name: string; type: string; description: string | null };

/** The webhook body: `id` is the same on every retry, so receivers deduplicate on it. */
export type EventEnvelope = { id: string; type: EventType; data: Record<string, unknown>; timestamp: string };

export type EventTypeDescription = {
  type: EventType;
  /** When the event is sent. */
  description: string;
  fields: EventField[];
  /** A complete envelope made from the schema's examples; it passes the schema. */
  example: EventEnvelope;
};

type JsonSchema = {
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  description?: string;
  example?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

// Realistic, fixed ids: time-ordered like real ones, so the catalog renders the same every time.
const EXAMPLE_EVENT_IDS: Record<EventType, string> = {
  "call.started": "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
  "call.completed": "evt_01kaj2x1b8d0f2h4k6n8q0s2v4",
  "call.failed": "evt_01kaj2v4g2j4m6p8r0t2w4y6a8",
  "call.missed": "evt_01kaj2w9c3e5g7j9m1p3r5t7w9",
  "transcript.ready": "evt_01kaj2x2d9f1h3k5n7q9s1v3x5",
  "usage.threshold": "evt_01kaj2x1e4g6j8m0p2r4t6w8y0",
};

function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(" | ");
  if (schema.format === "date-time") return "string (ISO 8601, UTC)";
  return schema.type ?? "any";
}

function listFields(properties: Record<string, JsonSchema>, prefix = ""): EventField[] {
  return Object.entries(properties).flatMap(([name, schema]) => [
    { name: `${prefix}${name}`, type: typeLabel(schema), description: schema.description ?? null },
    ...(schema.properties ? listFields(schema.properties, `${prefix}${name}.`) : []),
  ]);
}

function rootSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema) as JsonSchema;
  // A schema with a `meta({ id })` comes back as a reference to its own definition.
  const name = json.$ref?.split("/").pop();
  return name && json.$defs?.[name] ? json.$defs[name] : json;
}

/** The example `data` of one type: each field's schema example. */
function exampleData(type: EventType, properties: Record<string, JsonSchema>): Record<string, unknown> {
  const data = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, schema.example]));
  // Parsing proves the examples make a valid payload: a missing or wrong example fails here.
  return eventDataSchemas[type].parse(data);
}

/** The moment an example event happened: its own time field when it has one. */
function exampleTimestamp(data: Record<string, unknown>): string {
  const time = [data.startedAt, data.endedAt, data.failedAt].find((value) => typeof value === "string");
  return typeof time === "string" ? time : "2026-11-21T10:22:41.000Z";
}

/** The six event types with their fields and an example envelope, from the producers' schemas. */
export function describeEventTypes(): EventTypeDescription[] {
  return EVENT_TYPES.map((type) => {
    const schema = rootSchema(eventDataSchemas[type]);
    const properties = schema.properties ?? {};
    const data = exampleData(type, properties);
    return {
      type,
      description: schema.description ?? "",
      fields: listFields(properties),
      example: { id: EXAMPLE_EVENT_IDS[type], type, data, timestamp: exampleTimestamp(data) },
    };
  });
}

/** The example envelope serialised exactly as a delivery would send it. */
export function exampleBody(description: EventTypeDescription): string {
  const { id, type, data, timestamp } = description.example;
  return buildEnvelope({ id, type, data, timestamp: new Date(timestamp) });
}
