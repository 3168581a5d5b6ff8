// DELETE /api/dashboard/api-keys/:id – revoke one of the signed-in account's keys
import { ApiError } from "@/lib/api/errors";
import { noContent } from "@/lib/api/responses";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { withSession } from "@/lib/dashboard/with-session";

export const DELETE = withSession(async ({ accountId, params }) => {
  if (!(await revokeApiKey(accountId, params.id))) throw new ApiError("NOT_FOUND", "No such API key");
  return noContent();
});
