import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";
import { overviewQuery } from "./use-overview";

export type PlanChoice = ResponseOf<typeof operations.getPlan>;
export type PlanOption = PlanChoice["plans"][number];

export const planQuery = queryOptions({ queryKey: ["plan"], queryFn: () => request(operations.getPlan) });

export function usePlan() {
  return useQuery(planQuery);
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: string) => request(operations.changePlan, { body: { tier } }),
    onSuccess: (data) => {
      queryClient.setQueryData(planQuery.queryKey, data);
      // The tier sets the included minutes and the rate limits the overview shows.
      void queryClient.invalidateQueries(overviewQuery);
    },
  });
}
