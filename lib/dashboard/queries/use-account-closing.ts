import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { pathOf, request } from "@/lib/dashboard/request";

/** The account's name and closing state (owners: the Account page's closing card). */
export const accountClosingQuery = queryOptions({ queryKey: ["account-closing"], queryFn: () => request(operations.getClosing) });

export function useAccountClosing() {
  return useQuery(accountClosingQuery);
}

/** The archive's URL: a plain link downloads it, streamed, without holding it in the page. */
export const ACCOUNT_EXPORT_URL = pathOf(operations.export);

/** Closes the account; the answer comes to a browser whose session has just ended. */
export function useCloseAccount() {
  return useMutation({ mutationFn: (confirmName: string) => request(operations.close, { body: { confirmName } }) });
}

export function useReopenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(operations.reopen),
    onSuccess: (data) => queryClient.setQueryData(accountClosingQuery.queryKey, data),
  });
}
