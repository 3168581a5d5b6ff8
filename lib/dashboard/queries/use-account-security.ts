import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";

export type ChangePassword = RequestInput<typeof operations.changePassword>["body"];
export type SessionRow = ResponseOf<typeof operations.listSessions>["data"][number];

export const sessionsQuery = queryOptions({ queryKey: ["sessions"], queryFn: () => request(operations.listSessions) });

/** Changes the password; the account's other sessions end, this one stays signed in. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => request(operations.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries(sessionsQuery),
  });
}

/** The member's signed-in browsers. */
export function useSessions() {
  return useQuery(sessionsQuery);
}

/** Ends one of the member's other sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(operations.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries(sessionsQuery),
  });
}

/** Ends every session of the member but this browser's. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(operations.endOtherSessions),
    onSettled: () => queryClient.invalidateQueries(sessionsQuery),
  });
}

/** Ends every session of the user, this browser's included; `onSuccess` clears its cookie. */
export function useSignOutEverywhere({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: () => request(operations.signOutEverywhere), onSuccess });
}
