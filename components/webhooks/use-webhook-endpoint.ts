"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson, type Serialized } from "@/lib/dashboard/fetch-json";
import type { WebhookEndpointView } from "@/lib/schemas/webhook";

export type WebhookEndpoint = Serialized<WebhookEndpointView>;

export const WEBHOOK_QUERY_KEY = ["webhook-endpoint"];

export function useWebhookEndpoint() {
  return useQuery({
    queryKey: WEBHOOK_QUERY_KEY,
    queryFn: () => fetchJson<{ endpoint: WebhookEndpoint | null }>("/api/dashboard/webhook"),
  });
}
