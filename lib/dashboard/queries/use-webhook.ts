import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";
import { DELIVERIES_KEY } from "./use-deliveries";
import { overviewQuery } from "./use-overview";

export type WebhookEndpoint = NonNullable<ResponseOf<typeof operations.get>["endpoint"]>;

export const webhookEndpointQuery = queryOptions({ queryKey: ["webhook-endpoint"], queryFn: () => request(operations.get) });

export function useWebhookEndpoint() {
  return useQuery(webhookEndpointQuery);
}

/** After any endpoint change: the endpoint, its deliveries and the overview's health card. */
function useRefreshWebhook() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [webhookEndpointQuery.queryKey, DELIVERIES_KEY, overviewQuery.queryKey])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSaveWebhookUrl() {
  const onSuccess = useRefreshWebhook();
  return useMutation({ mutationFn: (url: string) => request(operations.setUrl, { body: { url } }), onSuccess });
}

export function useRemoveWebhookUrl() {
  const onSuccess = useRefreshWebhook();
  return useMutation({ mutationFn: () => request(operations.remove), onSuccess });
}

/** Which event types are sent to the URL (all of them when none is chosen). */
export function useSaveEventTypes() {
  const onSuccess = useRefreshWebhook();
  return useMutation({
    mutationFn: (eventTypes: RequestInput<typeof operations.setEventTypes>["body"]["eventTypes"]) =>
      request(operations.setEventTypes, { body: { eventTypes } }),
    onSuccess,
  });
}

export function useEnableWebhook() {
  const onSuccess = useRefreshWebhook();
  return useMutation({ mutationFn: () => request(operations.enable), onSuccess });
}

export function useSendTestEvent() {
  const onSettled = useRefreshWebhook();
  return useMutation({ mutationFn: () => request(operations.sendTest), onSettled });
}

/** Reveal and rotate answer the secret itself; it is never cached. */
export function useSigningSecret(action: "reveal" | "rotate") {
  return useMutation({ mutationFn: () => (action === "reveal" ? request(operations.revealSecret) : request(operations.rotateSecret)) });
}
