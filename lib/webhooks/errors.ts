import { ApiError } from "@/lib/errors";

/** A webhook URL that cannot be used; `message` is a sentence to show the customer as is. */
export class WebhookUrlError extends ApiError {
  constructor(
    readonly reason: "invalid_url" | "not_https" | "forbidden_address" | "unresolvable_host",
    message: string,
  ) {
    super("VALIDATION_ERROR", message, [{ path: "url", message }]);
    this.name = "WebhookUrlError";
  }
}

/** The account has no webhook URL, so there is nothing to send a test event or resend to. */
export class WebhookNotConfiguredError extends ApiError {
  constructor() {
    super("NOT_FOUND", "No webhook URL is configured. Add one in the Developers section first.");
    this.name = "WebhookNotConfiguredError";
  }
}
