// One error class per documented code, each with status, code, message and request id. The
// map below is keyed by the generated ErrorCode union, so a code added to the API document
// does not compile until it has a class.
import type { ErrorCode, ErrorDetail } from "./types.js";

/** Base of every error this SDK throws. */
export class VoiceAssistantError extends Error {
  override name = "VoiceAssistantError";
}

/** The service answered with an error status. */
export class ApiError extends VoiceAssistantError {
  override name = "ApiError";
  /** The HTTP status. */
  readonly status: number;
  /** The documented error code, or null when the answer had no error body (a proxy's 502). */
  readonly code: ErrorCode | null;
  /** `X-Request-Id` (also the body's `requestId`): quote it to support, find it in the API logs. */
  readonly requestId: string | null;
  /** Present on VALIDATION_ERROR: one entry per problem. */
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Headers;

  constructor(init: {
    status: number;
    code: ErrorCode | null;
    message: string;
    requestId: string | null;
    details?: ErrorDetail[];
    headers: Headers;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details;
    this.headers = init.headers;
  }
}

export class UnauthorizedError extends ApiError {
  override name = "UnauthorizedError";
}
export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
}
export class ConfirmationRequiredError extends ApiError {
  override name = "ConfirmationRequiredError";
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
export class RateLimitedError extends ApiError {
  override name = "RateLimitedError";
  /** Seconds to wait before the next request (`Retry-After`), or null when the answer did not say. */
  get retryAfter(): number | null {
    const value = Number(this.headers.get("retry-after"));
    return this.headers.has("retry-after") && Number.isFinite(value) ? value : null;
  }
  /** When the refusing window resets (`X-RateLimit-Reset`), or null. */
  get resetAt(): Date | null {
    const value = Number(this.headers.get("x-ratelimit-reset"));
    return this.headers.has("x-ratelimit-reset") && Number.isFinite(value) ? new Date(value * 1000) : null;
  }
}
export class InternalServerError extends ApiError {
  override name = "InternalServerError";
}
export class ValidationError extends ApiError {
  override name = "ValidationError";
}
export class InvalidJsonError extends ApiError {
  override name = "InvalidJsonError";
}
export class UnsupportedMediaTypeError extends ApiError {
  override name = "UnsupportedMediaTypeError";
}
export class PayloadTooLargeError extends ApiError {
  override name = "PayloadTooLargeError";
}
export class MethodNotAllowedError extends ApiError {
  override name = "MethodNotAllowedError";
}
export class ConflictError extends ApiError {
  override name = "ConflictError";
}
export class IdempotencyKeyInvalidError extends ApiError {
  override name = "IdempotencyKeyInvalidError";
}
export class IdempotencyKeyInFlightError extends ApiError {
  override name = "IdempotencyKeyInFlightError";
}
export class IdempotencyKeyReusedError extends ApiError {
  override name = "IdempotencyKeyReusedError";
}

type ApiErrorClass = new (init: ConstructorParameters<typeof ApiError>[0]) => ApiError;

/** The class of each documented code. */
export const ERROR_CLASSES = {
  UNAUTHORIZED: UnauthorizedError,
  FORBIDDEN: ForbiddenError,
  CONFIRMATION_REQUIRED: ConfirmationRequiredError,
  NOT_FOUND: NotFoundError,
  RATE_LIMITED: RateLimitedError,
  INTERNAL_ERROR: InternalServerError,
  VALIDATION_ERROR: ValidationError,
  INVALID_JSON: InvalidJsonError,
  UNSUPPORTED_MEDIA_TYPE: UnsupportedMediaTypeError,
  PAYLOAD_TOO_LARGE: PayloadTooLargeError,
  METHOD_NOT_ALLOWED: MethodNotAllowedError,
  CONFLICT: ConflictError,
  IDEMPOTENCY_KEY_INVALID: IdempotencyKeyInvalidError,
  IDEMPOTENCY_KEY_IN_FLIGHT: IdempotencyKeyInFlightError,
  IDEMPOTENCY_KEY_REUSED: IdempotencyKeyReusedError,
} as const satisfies Record<ErrorCode, ApiErrorClass>;

/** No answer: the connection failed or was cut (the request may or may not have run). */
export class ConnectionError extends VoiceAssistantError {
  override name = "ConnectionError";
}
/** No answer within the timeout. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
}
/** The caller's AbortSignal ended the request (never retried). */
export class AbortedError extends VoiceAssistantError {
  override name = "AbortedError";
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CLASSES, value);
}

/** The error for an answer with an error status: the documented code's class when the body names one. */
export function errorFromResponse(status: number, headers: Headers, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; requestId?: unknown; details?: unknown } } | null)?.error;
  const requestId = (typeof error?.requestId === "string" ? error.requestId : null) ?? headers.get("x-request-id");
  if (error && isErrorCode(error.code)) {
    const ErrorClass: ApiErrorClass = ERROR_CLASSES[error.code];
    return new ErrorClass({
      status,
      code: error.code,
      message: typeof error.message === "string" ? error.message : error.code,
      requestId,
      details: Array.isArray(error.details) ? (error.details as ErrorDetail[]) : undefined,
      headers,
    });
  }
  const message = `HTTP ${status} without an error body`;
  if (status === 429) return new RateLimitedError({ status, code: null, message, requestId, headers });
  if (status >= 500) return new InternalServerError({ status, code: null, message, requestId, headers });
  return new ApiError({ status, code: null, message, requestId, headers });
}
