import { z } from "zod";
import type { IdPrefix } from "@/lib/ids";

/**
 * An id of one kind, by its shape (`asst_` and 26 lowercase base32 characters). A malformed id
 * is refused before it reaches a query, like an unknown one.
 */
export function prefixedIdSchema(prefix: IdPrefix, description: string) {
  return z
    .string()
    .regex(new RegExp(`^${prefix}_[0-9a-z]{26}$`), `Use a ${prefix}_… id`)
    .meta({ description, example: `${prefix}_01kaj2v3c5m7q9x2c4v6b8n0p2` });
}
