import { ApiOutline, type OutlineDocument } from "@/components/api-reference/api-outline";
import { ApiReferenceViewer } from "@/components/api-reference/api-reference-viewer";
import { PageHeader } from "@/components/dashboard/page-header";
import { loadApiDocument } from "./actions";

export const metadata = { title: "API reference" };

// The page renders the same generated OpenAPI document clients download, so it cannot
// describe an API other than the one that runs. Its outline is server HTML; the interactive
// reference (Scalar) is loaded only when the reader opens it.
export default async function ApiReferencePage() {
  const document = (await loadApiDocument()) as OutlineDocument;
  return (
    <div className="space-y-6">
      <PageHeader
        title="API reference"
        description={
          <>
            The JSON REST API under <code>/api/v1</code>, and the webhooks it sends. Machine-readable:{" "}
            <a className="text-accent-fg underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{" "}
            (OpenAPI 3.1).
          </>
        }
      />
      <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <ApiReferenceViewer loadDocument={loadApiDocument}>
          <ApiOutline document={document} />
        </ApiReferenceViewer>
      </div>
    </div>
  );
}
