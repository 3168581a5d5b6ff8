"use client";

import dynamic from "next/dynamic";

// Scalar renders in the browser only (it mounts a Vue app), and its bundle is large: loading it
// after the page's own HTML keeps the header and navigation interactive at once.
const ScalarReference = dynamic(() => import("./scalar-reference"), {
  ssr: false,
  loading: () => (
    <p role="status" className="px-1 py-10 text-sm text-slate-600">
      Loading the reference…
    </p>
  ),
});

export function ApiReferenceViewer({ document }: { document: Record<string, unknown> }) {
  return <ScalarReference document={document} />;
}
