import { z } from "zod";
import "@/lib/validation-messages";

/** Every error code the API answers with: the customer's five, then the service's own. */
export const API_ERROR_CODES = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "CONFIRMATION_REQUIRED",
  "NOT_FOUND",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "IDEMPOTENCY_KEY_INVALID",
  "IDEMPOTENCY_KEY_IN_FLIGHT",
  "IDEMPOTENCY_KEY_REUSED",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One exhaustive map: adding a code without a status does not compile. */
export const API_ERROR_STATUS = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  // Dashboard only: a dangerous change whose member has not proved it is them in the last 10 minutes.
  CONFIRMATION_REQUIRED: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  // Not a conflict of state: the client sent a different request under a used key.
  IDEMPOTENCY_KEY_REUSED: 422,
} as const satisfies Record<ApiErrorCode, number>;

export type ErrorDetail = { path: string; message: string };

/**
 * A failure the client can act on. Domain errors extend it (e.g. CallNotFoundError is a
 * NOT_FOUND), so whatever layer throws, the one mapping in to-api-error.ts answers it the same
 * way. Anything else thrown becomes INTERNAL_ERROR.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, e.g. `Allow` on a 405 or `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = API_ERROR_STATUS[code];
  }
}

export const errorDetailSchema = z.object({
  path: z.string().meta({ description: "Dotted path of the offending field; empty for the body as a whole.", example: "language" }),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string().meta({ description: "For people; may change. Match on `code`." }),
      requestId: z
        .string()
        .meta({ description: "Same as the X-Request-Id header; quote it to support.", example: "req_01kaj2v3c5m7q9x2c4v6b8n0p2" }),
      details: z.array(errorDetailSchema).optional().meta({ description: "Present on VALIDATION_ERROR: one entry per problem." }),
    }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    // An unknown field is reported at the field itself, which is where a client looks.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: "Unknown field" }));
    }
    return [{ path, message: issue.message }];
  });
}
