import { listInvitations } from "@/lib/team/list-invitations";
import { listMembers } from "@/lib/team/list-members";

/** The Team page (and GET /api/dashboard/members): everyone on the account. */
export async function loadMembers(accountId: string) {
  return { data: await listMembers(accountId) };
}

/** The Team page's pending invitations (and GET /api/dashboard/invitations), for admins and owners. */
export async function loadInvitations(accountId: string) {
  return { data: await listInvitations(accountId) };
}
