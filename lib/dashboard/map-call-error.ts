import { ApiError } from "@/lib/api/errors";
import { AssistantNotFoundError, CallNotFoundError } from "@/lib/calls/errors";

/** Runs a calls action and turns "not in this account" into the dashboard's 404. */
export async function mapCallErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AssistantNotFoundError || error instanceof CallNotFoundError) throw new ApiError("NOT_FOUND", error.message);
    throw error;
  }
}
