import { OperationCard } from "@/components/api-reference/operation-card";
import { SchemaTable } from "@/components/api-reference/schema-table";
import type { OperationView, SchemaView } from "@/components/api-reference/types";
import { PageHeader } from "@/components/dashboard/page-header";
import { Card } from "@/components/ui/card";
import { API_ERROR_CODES, API_ERROR_STATUS } from "@/lib/api/errors";
import { buildOpenApiDocument, ERROR_DESCRIPTIONS } from "@/lib/api/openapi-document";
import { TIER_NAMES, TIERS } from "@/lib/tiers";

export const metadata = { title: "API reference" };

// The page reads the same generated OpenAPI document clients download, so it cannot
// describe an API other than the one that runs.
export default function ApiReferencePage() {
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, OperationView>>;
    components: { schemas: Record<string, SchemaView> };
  };
  const schemas = document.components.schemas;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="API reference"
        description={
          <>
            The JSON REST API under <code>/api/v1</code>. Machine-readable:{" "}
            <a className="text-indigo-600 underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{" "}
            (OpenAPI 3.1).
          </>
        }
      />

      <Card title="Authentication and limits">
        <div className="space-y-3 text-sm text-slate-600">
          <p>
            Send an API key from the API keys page as <code>Authorization: Bearer vk_live_…</code>. Each request is
            rate limited first, then authenticated, then checked for the key&apos;s permission.
          </p>
          <table className="w-full text-left">
            <thead className="text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1 font-medium">Tier</th>
                <th className="py-1 font-medium">Requests per minute</th>
                <th className="py-1 font-medium">Requests per day (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {TIER_NAMES.map((tier) => (
                <tr key={tier}>
                  <td className="py-1">{TIERS[tier].label}</td>
                  <td className="py-1">{TIERS[tier].requestsPerMinute}</td>
                  <td className="py-1">{TIERS[tier].requestsPerDay.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Limits count per account (all its keys together). Every response carries <code>X-RateLimit-Limit</code>,{" "}
            <code>X-RateLimit-Remaining</code> (the smaller of the two windows), <code>X-RateLimit-Reset</code> (Unix
            seconds) and <code>X-Request-Id</code>; a 429 adds <code>Retry-After</code> (seconds).
          </p>
        </div>
      </Card>

      <Card title="Errors" description="One body for every error: { error: { code, message, requestId, details? } }">
        <SchemaTable
          schema={{
            properties: Object.fromEntries(
              API_ERROR_CODES.map((code) => [code, { type: String(API_ERROR_STATUS[code]), description: ERROR_DESCRIPTIONS[code] }]),
            ),
          }}
        />
      </Card>

      {operations.map(({ path, method, operation }) => (
        <OperationCard key={`${method} ${path}`} method={method} path={path} operation={operation} schemas={schemas} />
      ))}
    </div>
  );
}
