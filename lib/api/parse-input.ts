import type { z } from "zod";
import { ApiError, zodIssuesToDetails } from "./errors";

/**
 * A request's body or query through its zod schema: the typed value, or VALIDATION_ERROR
 * with one detail per problem. `pathPrefix` (e.g. "query.") says where a field came from.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, pathPrefix = ""): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = zodIssuesToDetails(result.error.issues).map((detail) => ({ ...detail, path: pathPrefix + detail.path }));
  throw new ApiError("VALIDATION_ERROR", "The request is not valid; see details", details);
}
