import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request } from "@/lib/dashboard/request";

export const usageBreakdownQuery = queryOptions({ queryKey: ["usage", "breakdown"], queryFn: () => request(operations.usageBreakdown) });

export function useUsageBreakdown() {
  return useQuery(usageBreakdownQuery);
}
