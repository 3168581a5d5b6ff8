import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { loadPlan } from "@/lib/dashboard/load-plan";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import type { Serialized } from "@/lib/dashboard/serialize";
import { tierPlanSchema } from "@/lib/dashboard/tier-plan-schema";
import { overviewKeys } from "./use-overview";

export type PlanChoice = Serialized<Awaited<ReturnType<typeof loadPlan>>>;
export type PlanOption = PlanChoice["plans"][number];

const planChoiceSchema: z.ZodType<PlanChoice> = z.object({
  tier: z.string(),
  plans: z.array(z.intersection(z.object({ tier: z.string() }), tierPlanSchema)),
});

export const planKeys = { all: ["plan"] as const };

export function usePlan() {
  return useQuery({ queryKey: planKeys.all, queryFn: () => fetchJson("/api/dashboard/plan", planChoiceSchema) });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: string) => fetchJson("/api/dashboard/plan", planChoiceSchema, { method: "PUT", body: { tier } }),
    onSuccess: (data) => {
      queryClient.setQueryData(planKeys.all, data);
      // The tier sets the included minutes and the rate limits the overview shows.
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
