// POST /api/dashboard/webhook/secret/rotate – replace the signing secret; returns the new one
import { ApiError } from "@/lib/api/errors";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";

export const POST = withSession(async ({ accountId }) => {
  const secret = await rotateSigningSecret(accountId);
  if (!secret) throw new ApiError("NOT_FOUND", "No webhook URL is configured");
  return json({ secret });
});
