import { ApiReferenceViewer } from "@/components/api-reference/api-reference-viewer";
import { PageHeader } from "@/components/dashboard/page-header";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";

export const metadata = { title: "API reference" };

// The page renders the same generated OpenAPI document clients download, so it cannot
// describe an API other than the one that runs.
export default function ApiReferencePage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="API reference"
        description={
          <>
            The JSON REST API under <code>/api/v1</code>, and the webhooks it sends. Machine-readable:{" "}
            <a className="text-indigo-700 underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{" "}
            (OpenAPI 3.1).
          </>
        }
      />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <ApiReferenceViewer document={buildOpenApiDocument() as unknown as Record<string, unknown>} />
      </div>
    </div>
  );
}
