import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";

export type Overview = ResponseOf<typeof operations.overview>;

export const overviewQuery = queryOptions({
  queryKey: ["overview"],
  queryFn: () => request(operations.overview),
  refetchInterval: 30_000,
});

export function useOverview() {
  return useQuery(overviewQuery);
}
