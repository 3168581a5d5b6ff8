import { ApiOutline, type OutlineDocument } from "@/components/api-reference/api-outline";
import { OpenInteractiveLink } from "@/components/api-reference/open-interactive-link";
import { PageHeader } from "@/components/dashboard/page-header";
import { config } from "@/lib/config/config";
import { loadApiDocument } from "./actions";

export const metadata = { title: "API reference" };

// The page renders the same generated OpenAPI document clients download, so it cannot
// describe an API other than the one that runs. Its outline is server HTML; the interactive
// reference (Scalar) is a page of its own (./interactive), loaded only when the reader opens it.
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
        <div className="flex flex-col gap-3 border-b border-border bg-surface-muted px-4 py-4 sm:flex-row sm:items-center sm:justify-between md:px-6">
          <p className="text-sm text-fg-soft">
            Every operation and webhook below; open the interactive reference for their fields, examples and search.
          </p>
          <OpenInteractiveLink compiles={config().NODE_ENV === "development"} />
        </div>
        <ApiOutline document={document} />
      </div>
    </div>
  );
}
