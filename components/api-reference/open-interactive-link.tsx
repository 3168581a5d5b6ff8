"use client";

import Link, { useLinkStatus } from "next/link";

/** While the interactive reference's page is on its way: in `npm run dev`, while it compiles. */
function PendingNote({ compiles }: { compiles: boolean }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="block text-xs font-normal">
      {compiles ? "Compiling the page (the first time, a few seconds)…" : "Loading the reference…"}
    </span>
  );
}

/**
 * The link to /api-reference/interactive (Scalar). That page is a route of its own so the
 * outline never ships Scalar. Scalar itself is a prebuilt bundle nothing compiles (decision
 * 0208); in `npm run dev` the first open still compiles the page around it, which the link
 * says while it waits (`compiles`: the server runs `next dev`).
 */
export function OpenInteractiveLink({ compiles }: { compiles: boolean }) {
  return (
    <Link
      href="/api-reference/interactive"
      prefetch={false}
      className="shrink-0 rounded-md bg-accent px-3 py-2 text-center text-sm font-medium text-on-accent hover:bg-accent-hover focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      Open the interactive reference
      <PendingNote compiles={compiles} />
    </Link>
  );
}
