import { z } from "zod";
import type { IdPrefix } from "@/lib/ids";

/** An id of one kind as newId makes them (`asst_` + 26 base32 characters). */
export function prefixedIdSchema(prefix: IdPrefix, description: string) {
  return z
    .string()
    .regex(new RegExp(`^${prefix}_[0-9a-z]{26}$`), `Use an id of the form ${prefix}_…`)
    .meta({ description, example: `${prefix}_01kaj2v3c5m7q9x2c4v6b8n0p2` });
}
