import type { z } from "zod";
import { ApiError } from "./errors";

/** No such resource in the caller's account: unknown, malformed and another account's ids alike. */
export function notFound(resource: string): never {
  throw new ApiError("NOT_FOUND", `No such ${resource}`);
}

/** The path id if it has the resource's shape; a malformed id gets the same 404 as an unknown one. */
export function resourceId(schema: z.ZodType<string>, id: string, resource: string): string {
  return schema.safeParse(id).success ? id : notFound(resource);
}
