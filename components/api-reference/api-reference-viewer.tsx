"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";

const loadScalar = () => import("./scalar-reference");
const loading = (
  <p role="status" className="px-4 py-10 text-sm text-muted">
    Loading the reference…
  </p>
);
// Scalar renders in the browser only (it mounts a Vue app) and is over a megabyte of
// JavaScript: it is fetched when the reader opens it, never with the page.
const ScalarReference = dynamic(loadScalar, { ssr: false, loading: () => loading });

/**
 * The outline (server-rendered, `children`) until the reader opens the interactive reference;
 * then Scalar with the document `loadDocument` fetches. Pointing at or focusing the button
 * starts the download early.
 */
export function ApiReferenceViewer({
  children,
  loadDocument,
}: {
  children: ReactNode;
  loadDocument: () => Promise<Record<string, unknown>>;
}) {
  const [document, setDocument] = useState<Record<string, unknown> | null>(null);
  const [state, setState] = useState<"closed" | "opening" | "failed">("closed");

  async function open() {
    setState("opening");
    try {
      const [loaded] = await Promise.all([loadDocument(), loadScalar()]);
      setDocument(loaded);
    } catch {
      setState("failed");
    }
  }

  if (document) return <ScalarReference document={document} />;
  return (
    <>
      <div className="flex flex-col gap-3 border-b border-border bg-surface-muted px-4 py-4 sm:flex-row sm:items-center sm:justify-between md:px-6">
        <p className="text-sm text-fg-soft">
          Every operation and webhook below; open the interactive reference for their fields, examples and search.
        </p>
        <button
          type="button"
          onClick={open}
          onPointerEnter={() => void loadScalar()}
          onFocus={() => void loadScalar()}
          disabled={state === "opening"}
          className="shrink-0 rounded-md bg-accent px-3 py-2 text-sm font-medium text-on-accent hover:bg-accent-hover focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-70"
        >
          Open the interactive reference
        </button>
      </div>
      {state === "opening" ? loading : null}
      {state === "failed" ? (
        <p role="alert" className="px-4 py-4 text-sm text-danger">
          The reference could not be loaded. Try again.
        </p>
      ) : null}
      {children}
    </>
  );
}
