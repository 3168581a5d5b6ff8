import type { Metadata } from "next";
import Link from "next/link";
import { CallDetail } from "@/components/calls/call-detail";
import { PageHeader } from "@/components/dashboard/page-header";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { callDetailQuery } from "@/lib/dashboard/queries/use-calls";
import { callReads } from "@/lib/dashboard/reads/call-reads";

export const metadata: Metadata = { title: "Call" };

export default async function CallPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <Link href="/calls" className="mb-4 inline-block text-sm text-accent-fg underline">
        ← All calls
      </Link>
      <PageHeader title="Call" description={<span className="break-all font-mono">{id}</span>} />
      <HydratedQueries
        load={async (call, seed) => {
          // Another account's call, or none: the same 404 as an unknown page.
          seed.query(callDetailQuery(id), await call(callReads.get, { params: { id } }));
        }}
      >
        <CallDetail callId={id} />
      </HydratedQueries>
    </>
  );
}
