// POST /api/dashboard/webhook/secret/reveal – the signing secret (POST: never cached or prefetched)
import { ApiError } from "@/lib/api/errors";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";

export const POST = withSession(async ({ accountId }) => {
  const secret = await revealSigningSecret(accountId);
  if (!secret) throw new ApiError("NOT_FOUND", "No webhook URL is configured");
  return json({ secret });
});
