import type { z } from "zod";
import { ApiError, zodIssuesToDetails } from "@/lib/errors";

/**
 * The request's input did not pass its schema: the one failure that is the client's fault.
 * Only input parse sites throw it; a ZodError from anywhere else (our own output failing its
 * schema) is a bug on our side and answers 500 (see to-api-error.ts).
 */
export class InvalidInputError extends ApiError {
  constructor(issues: readonly z.core.$ZodIssue[], pathPrefix = "") {
    const details = zodIssuesToDetails(issues).map((detail) => ({ ...detail, path: pathPrefix + detail.path }));
    super("VALIDATION_ERROR", "The request is not valid; see details", details);
    this.name = "InvalidInputError";
  }
}

/**
 * A request's body or query through its zod schema: the typed value, or VALIDATION_ERROR
 * with one detail per problem. `pathPrefix` (e.g. "query.") says where a field came from.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, pathPrefix = ""): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidInputError(result.error.issues, pathPrefix);
}
