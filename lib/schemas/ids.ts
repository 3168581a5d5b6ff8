import { z } from "zod";
import { type IdPrefix, idPattern } from "@/lib/id-format";

/**
 * An id of one kind as newId makes them (`asst_` + 26 characters of its alphabet,
 * lib/id-format.ts): text that cannot be one is refused, so it never reaches a query.
 */
export function prefixedIdSchema(prefix: IdPrefix, description: string) {
  return z
    .string()
    .regex(idPattern(prefix), `Use an id of the form ${prefix}_…`)
    .meta({ description, example: `${prefix}_01kaj2v3c5m7q9x2c4v6b8n0p2` });
}
