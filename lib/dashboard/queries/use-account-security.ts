import { useMutation } from "@tanstack/react-query";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";
import { request, type RequestInput } from "@/lib/dashboard/request";

export type ChangePassword = RequestInput<typeof operations.changePassword>["body"];

/** Changes the password; the account's other sessions end, this one stays signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePassword) => request(operations.changePassword, { body }) });
}

/** Ends every session of the user, this browser's included; `onSuccess` clears its cookie. */
export function useSignOutEverywhere({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: () => request(operations.signOutEverywhere), onSuccess });
}
