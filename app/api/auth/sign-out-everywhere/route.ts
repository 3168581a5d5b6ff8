// POST /api/auth/sign-out-everywhere – end every session of the signed-in user, this one too
import { noContent } from "@/lib/api/responses";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { withSession } from "@/lib/dashboard/with-session";

export const POST = withSession(async ({ userId }) => {
  await endUserSessions(userId);
  return noContent();
});
