import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";
import type { Role } from "@/lib/access/roles";

export type MemberRow = ResponseOf<typeof operations.listMembers>["data"][number];
export type InvitationRow = ResponseOf<typeof operations.listInvitations>["data"][number];
export type SentInvitation = ResponseOf<typeof operations.invite>;

export const membersQuery = queryOptions({ queryKey: ["team", "members"], queryFn: () => request(operations.listMembers) });
export const invitationsQuery = queryOptions({ queryKey: ["team", "invitations"], queryFn: () => request(operations.listInvitations) });

export function useMembers() {
  return useQuery(membersQuery);
}

/** Pending invitations: only admins and owners may read them, so the hook is off for others. */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invitationsQuery, enabled });
}

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["team"] });
}

export function useInviteMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: RequestInput<typeof operations.invite>["body"]) => request(operations.invite, { body }),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({ mutationFn: (id: string) => request(operations.resendInvitation, { params: { id } }), onSuccess: invalidate });
}

export function useCancelInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({ mutationFn: (id: string) => request(operations.cancelInvitation, { params: { id } }), onSuccess: invalidate });
}

export function useChangeMemberRole() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => request(operations.changeRole, { params: { id }, body: { role } }),
    onSettled: invalidate,
  });
}

/** An owner hands their ownership to another member (asks "confirm it is you" first); they become an admin. */
export function useTransferOwnership() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => request(operations.transferOwnership, { params: { id } }),
    // The page's own role changed too: reload it so every control follows.
    onSuccess: () => window.location.reload(),
    onSettled: invalidate,
  });
}

/** An owner resets a member's lost two-factor sign-in (asks "confirm it is you" first). */
export function useResetMemberTwoFactor() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => request(operations.resetMemberTwoFactor, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Removes a member, or, for one's own row, leaves the account (its own operation: any role may leave). */
export function useRemoveMember(me: { id: string }) {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => (id === me.id ? request(operations.leaveAccount) : request(operations.removeMember, { params: { id } })),
    onSuccess: invalidate,
  });
}
