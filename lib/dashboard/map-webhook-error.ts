import { ApiError } from "@/lib/api/errors";
import { WebhookNotConfiguredError, WebhookUrlError } from "@/lib/webhooks/errors";

/** Runs a webhook action and turns its domain errors into the dashboard's error body. */
export async function mapWebhookErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof WebhookUrlError) {
      throw new ApiError("VALIDATION_ERROR", error.message, [{ path: "url", message: error.message }]);
    }
    if (error instanceof WebhookNotConfiguredError) throw new ApiError("NOT_FOUND", error.message);
    throw error;
  }
}

/** A webhook action's result, where null means the account has no webhook URL yet. */
export function requireWebhookEndpoint<T>(value: T | null): T {
  if (value === null) throw new ApiError("NOT_FOUND", new WebhookNotConfiguredError().message);
  return value;
}
