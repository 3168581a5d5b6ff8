import Link from "next/link";
import { ApiReferenceViewer } from "@/components/api-reference/api-reference-viewer";
import { PageHeader } from "@/components/dashboard/page-header";
import { loadApiDocument } from "../actions";

export const metadata = { title: "API reference" };

// Scalar's interactive reference on a page of its own, so the outline (../page.tsx) neither
// ships nor, in `npm run dev`, compiles it. The document comes through the server action as
// the page opens, not in its HTML.
export default function InteractiveApiReferencePage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="API reference"
        description={
          <>
            Every operation with its fields, examples and search.{" "}
            <Link className="text-accent-fg underline" href="/api-reference">
              Back to the outline
            </Link>
            .
          </>
        }
      />
      <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <ApiReferenceViewer loadDocument={loadApiDocument} />
      </div>
    </div>
  );
}
