import { ApiError } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/public-route";
import { json } from "@/lib/api/responses";
import { withApiKey } from "@/lib/api/with-api-key";
import { getUsage } from "@/lib/usage/get-usage";

// GET /api/v1/usage – minutes used in the current billing period against the tier's included minutes
export const GET = withApiKey(
  async ({ auth }) => {
    const usage = await getUsage(auth.accountId);
    // The key authenticated, so its account exists; a concurrent account deletion is the only way here.
    if (!usage) throw new ApiError("NOT_FOUND", "No such account");
    return json(usage);
  },
  { permission: "usage:read" },
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
