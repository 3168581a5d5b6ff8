// POST /api/auth/password – change the signed-in user's password; ends their other sessions
import { noContent } from "@/lib/api/responses";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { toAuthApiError } from "@/lib/auth/to-auth-api-error";
import { withSession } from "@/lib/dashboard/with-session";
import { changePasswordSchema } from "@/lib/schemas/password";
import { changePassword } from "@/lib/users/change-password";

export const POST = withSession(
  async ({ request, userId, body }) => {
    const session = await getSessionUser(request);
    try {
      await changePassword(userId, body, { keepSession: session?.sessionId ?? "" });
    } catch (error) {
      throw toAuthApiError(error);
    }
    return noContent();
  },
  { body: changePasswordSchema },
);
