import { ApiError } from "@/lib/errors";

/** Why an `Idempotency-Key` request was refused; `message` is a sentence for the client. */
export class IdempotencyError extends ApiError {
  constructor(code: "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_KEY_IN_FLIGHT", message: string) {
    super(code, message);
    this.name = "IdempotencyError";
  }
}
