// DELETE /api/dashboard/api-keys/:id – revoke one of the signed-in account's keys
import { notFound } from "@/lib/api/resource-id";
import { noContent } from "@/lib/api/responses";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { withSession } from "@/lib/dashboard/with-session";

export const DELETE = withSession(async ({ accountId, params }) => {
  if (!(await revokeApiKey(accountId, params.id))) notFound("API key");
  return noContent();
});
