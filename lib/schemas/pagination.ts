import { z } from "zod";

// Every list of the API pages the same way: newest first, `?limit=` 1–100 (default
// 20), `?cursor=` the previous page's `nextCursor`, and `{ data, nextCursor }` back.

// A query value is text: only decimal digits are read as a number. `Number()` alone would take
// `0x10`, `1e1`, ` 5` and `+5`, none of which a client generated from the document sends.
const DECIMAL = /^(?:0|[1-9]\d*)$/;

export const pageLimitSchema = z
  .preprocess(
    (value) => (typeof value === "string" && DECIMAL.test(value) ? Number(value) : value),
    z.number().int("Use a whole number").min(1).max(100),
  )
  .default(20)
  .meta({ description: "Page size, 1–100, in decimal digits.", example: 20 });

/** The cursor parameter: an id of the listed kind. */
export function pageCursorSchema(idSchema: z.ZodString) {
  return idSchema.optional().meta({ description: "`nextCursor` of the previous page; omit for the first page (newest first)." });
}

/** The list envelope around items of one schema, named `id` in the OpenAPI document. */
export function pageSchema<Item extends z.ZodType>(itemSchema: Item, id: string) {
  return z
    .object({
      data: z.array(itemSchema),
      nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
    })
    .meta({ id });
}
