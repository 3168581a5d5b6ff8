import type { Metadata } from "next";
import { ApiLogsPanel } from "@/components/api-logs/api-logs-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { Card } from "@/components/ui/card";
import { canSeeRequestLogs } from "@/lib/access/api-log-policy";
import { API_OPERATIONS } from "@/lib/api/operations";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { apiKeysQuery } from "@/lib/dashboard/queries/use-api-keys";
import { apiKeyReads } from "@/lib/dashboard/reads/api-key-reads";
import { REQUEST_LOG_PAGE_SIZE, requestLogFilters, requestLogsQuery, type RequestLogFilters } from "@/lib/dashboard/queries/use-api-logs";
import { requestLogReads } from "@/lib/dashboard/reads/api-log-reads";
import { idPattern } from "@/lib/id-format";

const KEY_ID = idPattern("key");
const REQUEST_ID = idPattern("req");

export const metadata: Metadata = { title: "API logs" };

/** The filters a link may open the page with (an API key's "logs" link, an error's request id): whole ids only. */
function linkedFilters(params: Record<string, string | string[] | undefined>): RequestLogFilters {
  const one = (value: string | string[] | undefined, pattern: RegExp) =>
    typeof value === "string" && pattern.test(value) ? value : undefined;
  return requestLogFilters({ keyId: one(params.keyId, KEY_ID), requestId: one(params.requestId, REQUEST_ID) });
}

export default async function ApiLogsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireSessionUser();
  // The role its operation names (lib/access/api-log-policy.ts).
  const access = canSeeRequestLogs(user.role);
  const header = (
    <PageHeader
      title="API logs"
      description="Every request your API keys made to /api/v1, whatever the answer: status, error, duration, key, and for errors the request and response bodies with secrets redacted. Times are UTC."
    />
  );
  if (!access.allowed) {
    return (
      <>
        {header}
        <Card title="Not available to your role">
          <p className="text-sm text-fg-soft">{access.message}. Ask a developer, admin or owner of the account.</p>
        </Card>
      </>
    );
  }
  const initial = linkedFilters(await searchParams);
  const routes = [...new Set(API_OPERATIONS.map((operation) => operation.path))];
  return (
    <>
      {header}
      <HydratedQueries
        // The keys too (the key filter's choices): the page opens without a request.
        load={async (call, seed) => {
          const [logs, keys] = await Promise.all([
            call(requestLogReads.list, { query: { ...initial, limit: REQUEST_LOG_PAGE_SIZE } }),
            call(apiKeyReads.list),
          ]);
          seed.firstPage(requestLogsQuery(initial), logs);
          seed.query(apiKeysQuery, keys);
        }}
      >
        <ApiLogsPanel routes={routes} />
      </HydratedQueries>
    </>
  );
}
