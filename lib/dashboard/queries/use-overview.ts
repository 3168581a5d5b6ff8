import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { loadOverview } from "@/lib/dashboard/load-overview";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import type { Serialized } from "@/lib/dashboard/serialize";
import { tierPlanSchema } from "@/lib/dashboard/tier-plan-schema";
import { callSchema } from "@/lib/schemas/call";
import { usageSchema } from "@/lib/schemas/usage";

export type Overview = Serialized<Awaited<ReturnType<typeof loadOverview>>>;

const windowSchema = z.object({ limit: z.number(), remaining: z.number(), reset: z.number() });
const count = z.number().int().nonnegative();

// Typed against the server's own result: if loadOverview changes shape, this stops compiling.
const overviewSchema: z.ZodType<Overview> = z.object({
  account: z.object({
    name: z.string(),
    plan: tierPlanSchema,
  }),
  rateLimit: z.object({ minute: windowSchema, day: windowSchema }),
  usage: usageSchema,
  recentCalls: z.array(callSchema),
  webhook: z.object({
    configured: z.boolean(),
    enabled: z.boolean(),
    consecutiveFailures: count,
    last24h: z.object({ delivered: count, failed: count, pending: count }),
  }),
});

export const overviewKeys = { all: ["overview"] as const };

export function useOverview() {
  return useQuery({
    queryKey: overviewKeys.all,
    queryFn: () => fetchJson("/api/dashboard/overview", overviewSchema),
    refetchInterval: 30_000,
  });
}
