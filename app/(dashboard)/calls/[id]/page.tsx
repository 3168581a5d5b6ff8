import type { Metadata } from "next";
import Link from "next/link";
import { CallDetail } from "@/components/calls/call-detail";
import { PageHeader } from "@/components/dashboard/page-header";

export const metadata: Metadata = { title: "Call" };

export default async function CallPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <Link href="/calls" className="mb-4 inline-block text-sm text-indigo-600 hover:underline">
        ← All calls
      </Link>
      <PageHeader title="Call" description={<span className="font-mono">{id}</span>} />
      <CallDetail callId={id} />
    </>
  );
}
