import { z } from "zod";

/** A server-side value as it arrives over JSON: Dates become ISO strings, at any depth. */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/**
 * The value exactly as JSON would carry it. Server-rendered pages put data into React
 * Query's cache through this, so the first render and every later fetch see the same shapes
 * (a Date on the server and a string in the browser would render differently).
 */
export function serialize<T>(value: T): Serialized<T> {
  return JSON.parse(JSON.stringify(value)) as Serialized<T>;
}

type SerializedSchema<S extends z.ZodType> = z.ZodType<Serialized<z.output<S>>>;

/**
 * The JSON counterpart of an output schema: every `z.date()` becomes an ISO datetime
 * string, so a response can be checked against the same schema the server parsed its
 * output with instead of being re-declared for the browser.
 */
export function serializedSchema<S extends z.ZodType>(schema: S): SerializedSchema<S> {
  return toJsonSchema(schema) as unknown as SerializedSchema<S>;
}

function toJsonSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDate) return z.iso.datetime({ offset: true });
  if (schema instanceof z.ZodNullable) return toJsonSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return toJsonSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodArray) return z.array(toJsonSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.object(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, toJsonSchema(value)])));
  }
  return schema;
}
