import { Prisma } from "@/generated/prisma/client";
import { logger } from "@/lib/observability/logger";
import { ApiError } from "@/lib/errors";

// Postgres "data exception" errors (class 22): a value the database cannot store or compare,
// such as a NUL byte (22021) or a number out of range (22003). The input was bad, not the server.
const DATA_EXCEPTION = /^22/;

function postgresCodeOf(error: unknown): string | undefined {
  // Prisma's driver adapter raises these either bare or wrapped in a P2010 (raw queries).
  if (error instanceof Error && error.name === "DriverAdapterError") {
    return (error.cause as { originalCode?: string } | undefined)?.originalCode;
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return (error.meta?.driverAdapterError as { cause?: { originalCode?: string } } | undefined)?.cause?.originalCode;
  }
  return undefined;
}

function isUnstorableValue(error: unknown): boolean {
  if (DATA_EXCEPTION.test(postgresCodeOf(error) ?? "")) return true;
  // Prisma's own serialiser refuses lone surrogates and out-of-range dates before any SQL runs.
  return error instanceof Prisma.PrismaClientUnknownRequestError && /JSON Error|Could not convert argument value/.test(error.message);
}

/**
 * Any thrown value as the error the client sees: the one mapping for every route of both
 * APIs, whatever layer threw. An unexpected error is logged under the request id, never shown.
 * Bad input is refused where it is parsed (`InvalidInputError`, an ApiError); a bare ZodError
 * means our own output or an internal value failed its schema, so it is ours: a 500.
 */
export function toApiError(error: unknown, context: { method: string; path: string; requestId: string }): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new ApiError("NOT_FOUND", "No such resource");
    if (error.code === "P2002") return new ApiError("CONFLICT", "That already exists");
  }
  if (isUnstorableValue(error)) {
    return new ApiError("VALIDATION_ERROR", "The request holds a value that cannot be stored (e.g. a NUL byte or an out-of-range number)");
  }
  logger.error({ err: error, ...context }, "request failed");
  return new ApiError("INTERNAL_ERROR", "Something went wrong on our side; retry later");
}
