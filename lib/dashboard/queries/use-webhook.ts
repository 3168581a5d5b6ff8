import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { fetchJson, sendJson } from "@/lib/dashboard/fetch-json";
import { serializedSchema, type Serialized } from "@/lib/dashboard/serialize";
import { webhookEndpointViewSchema } from "@/lib/schemas/webhook";
import type { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { deliveryKeys, manualAttemptSchema } from "./use-deliveries";
import { overviewKeys } from "./use-overview";

export type WebhookEndpoint = Serialized<NonNullable<Awaited<ReturnType<typeof findWebhookEndpoint>>>>;

const endpointSchema = serializedSchema(webhookEndpointViewSchema);
const endpointResponseSchema = z.object({ endpoint: endpointSchema.nullable() });
const secretSchema = z.object({ secret: z.string() });

export const webhookKeys = { endpoint: ["webhook-endpoint"] as const };

export function useWebhookEndpoint() {
  return useQuery({ queryKey: webhookKeys.endpoint, queryFn: () => fetchJson("/api/dashboard/webhook", endpointResponseSchema) });
}

/** After any endpoint change: the endpoint, its deliveries and the overview's health card. */
function useRefreshWebhook() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [webhookKeys.endpoint, deliveryKeys.all, overviewKeys.all]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSaveWebhookUrl() {
  const onSuccess = useRefreshWebhook();
  return useMutation({
    mutationFn: (url: string) => fetchJson("/api/dashboard/webhook", endpointResponseSchema, { method: "PUT", body: { url } }),
    onSuccess,
  });
}

export function useRemoveWebhookUrl() {
  const onSuccess = useRefreshWebhook();
  return useMutation({ mutationFn: () => sendJson("/api/dashboard/webhook", { method: "DELETE" }), onSuccess });
}

/** Which event types are sent to the URL (all of them when none is chosen). */
export function useSaveEventTypes() {
  const onSuccess = useRefreshWebhook();
  return useMutation({
    mutationFn: (eventTypes: string[]) =>
      fetchJson("/api/dashboard/webhook/event-types", endpointResponseSchema, { method: "PUT", body: { eventTypes } }),
    onSuccess,
  });
}

export function useEnableWebhook() {
  const onSuccess = useRefreshWebhook();
  return useMutation({ mutationFn: () => sendJson("/api/dashboard/webhook/enable", { method: "POST" }), onSuccess });
}

export function useSendTestEvent() {
  const onSettled = useRefreshWebhook();
  return useMutation({
    mutationFn: () => fetchJson("/api/dashboard/webhook/test", manualAttemptSchema, { method: "POST" }),
    onSettled,
  });
}

/** Reveal and rotate answer the secret itself; it is never cached. */
export function useSigningSecret(action: "reveal" | "rotate") {
  return useMutation({ mutationFn: () => fetchJson(`/api/dashboard/webhook/secret/${action}`, secretSchema, { method: "POST" }) });
}
