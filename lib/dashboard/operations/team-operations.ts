import { z } from "zod";
import { TEAM_MANAGER_ROLE } from "@/lib/access/team-policy";
import { defineOperation } from "@/lib/api/operation";
import { prefixedIdSchema } from "@/lib/schemas/ids";
import { changeRoleSchema, invitationSchema, inviteMemberSchema, memberListItemSchema, memberSchema } from "@/lib/schemas/team";

const memberParams = z.object({ id: prefixedIdSchema("user", "Member (user) identifier.") });
const invitationParams = z.object({ id: prefixedIdSchema("inv", "Invitation identifier.") });
const sentInvitationSchema = z.object({
  invitation: invitationSchema,
  emailSent: z.boolean().meta({ description: "False when the e-mail could not be sent; resend the invitation." }),
});

/**
 * The account's members and invitations (the Team page); accepting an invitation is in
 * invitation-operations.ts. The rules that depend on the target (an admin
 * cannot manage admins or owners, only an owner makes an owner, the last owner stays) are the
 * team policy's (lib/access/team-policy.ts), which the team functions (lib/team) apply under
 * their lock, answering 403 or 409. Managing the team needs the policy's TEAM_MANAGER_ROLE.
 */
export const dashboardTeamOperations = {
  listMembers: defineOperation({
    id: "dashboardListMembers",
    method: "GET",
    path: "/api/dashboard/members",
    access: "session",
    role: "viewer",
    summary: "The account's members with their roles, when they joined and last signed in",
    response: { status: 200, description: "The members.", schema: z.object({ data: z.array(memberListItemSchema) }) },
  }),
  changeRole: defineOperation({
    id: "dashboardChangeMemberRole",
    method: "PATCH",
    path: "/api/dashboard/members/{id}",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Change a member's role",
    description:
      "An admin cannot change an admin's or an owner's role (except to step down) and cannot make anyone owner; the last owner cannot be demoted.",
    params: memberParams,
    resource: "member",
    body: changeRoleSchema,
    confirm: true,
    response: { status: 200, description: "The member with the new role.", schema: memberSchema },
    errors: ["FORBIDDEN", "CONFLICT"],
  }),
  removeMember: defineOperation({
    id: "dashboardRemoveMember",
    method: "DELETE",
    path: "/api/dashboard/members/{id}",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Remove a member; their sessions end at once",
    description: "Removing an admin or an owner needs an owner; the last owner cannot be removed.",
    params: memberParams,
    resource: "member",
    response: { status: 204, description: "Removed." },
    errors: ["FORBIDDEN", "CONFLICT"],
  }),
  resetMemberTwoFactor: defineOperation({
    id: "dashboardResetMemberTwoFactor",
    method: "DELETE",
    path: "/api/dashboard/members/{id}/two-factor",
    access: "session",
    role: "owner",
    summary: "Reset a member's two-factor sign-in (they lost every factor and their recovery codes)",
    description:
      "Deletes the member's authenticator app, passkeys and recovery codes and ends every session of theirs; they sign in with the password and set it up again. Owners only, not for themselves; the member is e-mailed.",
    params: memberParams,
    resource: "member",
    confirm: true,
    response: { status: 204, description: "Reset." },
    errors: ["FORBIDDEN", "CONFLICT"],
  }),
  transferOwnership: defineOperation({
    id: "dashboardTransferOwnership",
    method: "POST",
    path: "/api/dashboard/members/{id}/ownership",
    access: "session",
    role: "owner",
    summary: "Hand your ownership to another member: they become an owner, you an admin",
    description:
      "Owners only, with a recent confirmation; one step, so the account never has fewer owners. 409 for yourself or a member who is already an owner.",
    params: memberParams,
    resource: "member",
    confirm: true,
    response: { status: 204, description: "Transferred." },
    errors: ["FORBIDDEN", "CONFLICT"],
  }),
  leaveAccount: defineOperation({
    id: "dashboardLeaveAccount",
    method: "DELETE",
    path: "/api/dashboard/membership",
    access: "session",
    // Any member may leave; the last owner must make another member owner first.
    role: "viewer",
    summary: "Leave the account: your user is deleted and every session of yours ends",
    response: { status: 204, description: "Left." },
    errors: ["CONFLICT"],
  }),
  listInvitations: defineOperation({
    id: "dashboardListInvitations",
    method: "GET",
    path: "/api/dashboard/invitations",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Pending invitations, with who sent each",
    response: { status: 200, description: "The pending invitations.", schema: z.object({ data: z.array(invitationSchema) }) },
  }),
  invite: defineOperation({
    id: "dashboardInviteMember",
    method: "POST",
    path: "/api/dashboard/invitations",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Invite someone by e-mail with a role; the link is valid 7 days",
    description:
      "Refused (409) for yourself, an existing member and an e-mail with a pending invitation. Any other address is invited alike, one with a user on another account included (its owner learns on opening the link that they cannot join). Limited per account and per recipient address (429).",
    body: inviteMemberSchema,
    response: { status: 201, description: "Invited; the e-mail is on its way.", schema: sentInvitationSchema },
    errors: ["FORBIDDEN", "CONFLICT"],
  }),
  resendInvitation: defineOperation({
    id: "dashboardResendInvitation",
    method: "POST",
    path: "/api/dashboard/invitations/{id}/resend",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Send an invitation again with a new link, valid 7 days; the old link stops working",
    params: invitationParams,
    resource: "invitation",
    description: "Limited like a first invitation: per account and per recipient address (429).",
    response: { status: 200, description: "Sent again.", schema: sentInvitationSchema },
    errors: ["FORBIDDEN"],
  }),
  cancelInvitation: defineOperation({
    id: "dashboardCancelInvitation",
    method: "DELETE",
    path: "/api/dashboard/invitations/{id}",
    access: "session",
    role: TEAM_MANAGER_ROLE,
    summary: "Cancel an invitation; its link stops working",
    params: invitationParams,
    resource: "invitation",
    response: { status: 204, description: "Canceled." },
    errors: ["FORBIDDEN"],
  }),
};
