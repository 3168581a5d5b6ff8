import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";

export type TwoFactorStatus = ResponseOf<typeof operations.getTwoFactor>;
export type TotpEnrolment = ResponseOf<typeof operations.startTotpEnrolment>;

export const twoFactorQuery = queryOptions({ queryKey: ["two-factor"], queryFn: () => request(operations.getTwoFactor) });

export function useTwoFactor() {
  return useQuery(twoFactorQuery);
}

/** Each change answers what the page shows next; the status is read again after it. */
function useTwoFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries(twoFactorQuery) });
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: () => request(operations.startTotpEnrolment) });
}

export function useEnableTotp() {
  return useTwoFactorMutation((code: string) => request(operations.enableTotp, { body: { code } }));
}

export function useRegenerateRecoveryCodes() {
  return useTwoFactorMutation((code: string) => request(operations.regenerateRecoveryCodes, { body: { code } }));
}

export function useDisableTwoFactor() {
  return useTwoFactorMutation((code: string) => request(operations.disableTwoFactor, { body: { code } }));
}

/** An owner requires two-factor sign-in of every member, or stops requiring it. */
export function useSetTwoFactorRequirement() {
  return useTwoFactorMutation((required: boolean) => request(operations.setTwoFactorRequirement, { body: { required } }));
}
