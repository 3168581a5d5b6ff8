import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@/lib/dashboard/fetch-json";

export type ChangePassword = { currentPassword: string; newPassword: string };

/** Changes the password; the account's other sessions end, this one stays signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePassword) => sendJson("/api/dashboard/password", { method: "POST", body }) });
}

/** Ends every session of the user, this browser's included; `onSuccess` clears its cookie. */
export function useSignOutEverywhere({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: () => sendJson("/api/dashboard/sessions", { method: "DELETE" }), onSuccess });
}
