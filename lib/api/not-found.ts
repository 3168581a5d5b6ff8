import { ApiError } from "@/lib/errors";

/** No such resource in the caller's account: unknown, malformed and another account's ids alike. */
export function notFound(resource: string): never {
  throw new ApiError("NOT_FOUND", `No such ${resource}`);
}
