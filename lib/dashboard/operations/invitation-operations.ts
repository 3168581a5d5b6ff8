import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { acceptInvitationSchema } from "@/lib/schemas/accept-invitation";
import { roleSchema } from "@/lib/schemas/role";
import { invitationPreviewSchema, previewInvitationSchema } from "@/lib/schemas/team";

/**
 * The two public steps of accepting an invitation (the /invite page), for anyone holding the
 * link: rate limited by address like any anonymous call, and accepting also counts as a sign-up.
 * Apart from team-operations.ts, whose pages must not load the password-strength dictionaries.
 */
export const dashboardInvitationOperations = {
  previewInvitation: defineOperation({
    id: "dashboardPreviewInvitation",
    method: "POST",
    path: "/api/dashboard/invitation/preview",
    access: "public",
    summary: "What an invitation link offers: the account, the e-mail, the role and who sent it",
    description: "The token travels in the body, never in a URL a log could keep.",
    body: previewInvitationSchema,
    response: { status: 200, description: "The invitation.", schema: invitationPreviewSchema },
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
  acceptInvitation: defineOperation({
    id: "dashboardAcceptInvitation",
    method: "POST",
    path: "/api/dashboard/invitation/accept",
    access: "public",
    summary: "Accept an invitation with a name and a password; then sign in",
    description: "Single use. Expired, used, canceled and unknown tokens are refused and change nothing.",
    body: acceptInvitationSchema,
    response: {
      status: 201,
      description: "The user exists; sign in with the e-mail and password.",
      schema: z.object({ email: z.string(), role: roleSchema, accountName: z.string() }),
    },
    errors: ["NOT_FOUND", "CONFLICT", "RATE_LIMITED"],
  }),
};
