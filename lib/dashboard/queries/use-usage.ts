import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import type { UsageBreakdown } from "@/lib/usage/get-usage-breakdown";

const minutes = z.number().int().nonnegative();
const usageBreakdownSchema: z.ZodType<UsageBreakdown> = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  days: z.array(z.object({ date: z.string(), minutes })),
  assistants: z.array(z.object({ assistantId: z.string(), assistantName: z.string(), minutes })),
});

export const usageKeys = { breakdown: ["usage", "breakdown"] as const };

export function useUsageBreakdown() {
  return useQuery({ queryKey: usageKeys.breakdown, queryFn: () => fetchJson("/api/dashboard/usage", usageBreakdownSchema) });
}
