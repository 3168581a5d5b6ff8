"use client";

import { useEffect, useState } from "react";
import { loadScalarBundle } from "./load-scalar-bundle";
import { ScalarReference } from "./scalar-reference";

const loading = (
  <p role="status" className="px-4 py-10 text-sm text-muted">
    Loading the reference…
  </p>
);
// Scalar renders in the browser only (it mounts a Vue app) and is over a megabyte of
// JavaScript: its prebuilt bundle is fetched on this page only (/api-reference/interactive),
// never with the outline, and never compiled by the app's build or `npm run dev` (decision 0208).

/** Scalar with the document `loadDocument` fetches, loaded as the page opens. */
export function ApiReferenceViewer({ loadDocument }: { loadDocument: () => Promise<Record<string, unknown>> }) {
  const [document, setDocument] = useState<Record<string, unknown> | null>(null);
  const [state, setState] = useState<"opening" | "failed">("opening");

  async function open() {
    setState("opening");
    try {
      const [loaded] = await Promise.all([loadDocument(), loadScalarBundle()]);
      setDocument(loaded);
    } catch {
      setState("failed");
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, as the page opens.
  useEffect(() => {
    void open();
  }, []);

  if (document) return <ScalarReference document={document} />;
  return state === "failed" ? (
    <div role="alert" className="flex items-center gap-3 px-4 py-4 text-sm text-danger">
      The reference could not be loaded.
      <button type="button" onClick={open} className="rounded-md border border-border px-2 py-1 text-fg hover:bg-surface-sunken">
        Try again
      </button>
    </div>
  ) : (
    loading
  );
}
