import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dashboard/format";
import { findDevMail } from "@/lib/mail/dev-outbox";
import { idPattern } from "@/lib/id-format";

export const metadata: Metadata = { title: "Dev mail" };

// An id is newId("mail"): anything else is no message (and never reaches the database).
const MAIL_ID = idPattern("mail");

export default async function DevMailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const message = MAIL_ID.test(id) ? await findDevMail(id) : null;
  if (!message) notFound();
  return (
    <>
      <div className="space-y-2">
        <Link href="/dev/mail" className="text-sm font-medium text-accent-fg hover:underline">
          ← All mail
        </Link>
        <h1 className="break-words text-2xl font-bold tracking-tight">{message.subject}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">To</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="text-muted">Sent</dt>
          <dd>
            <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt)}</time>
          </dd>
        </dl>
      </div>
      <Card title="Plain text">
        <pre className="whitespace-pre-wrap break-words font-sans text-sm" data-testid="mail-text">
          {message.text}
        </pre>
      </Card>
      <Card title="HTML" description="Shown in a sandbox: no scripts, no forms, and its links open in a new tab.">
        {/* sandbox without allow-scripts or allow-same-origin: the mail's markup cannot run
            anything or reach this origin. Popups let its button open the link in a new tab. */}
        <iframe
          title={`HTML body of “${message.subject}”`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={message.html.replace(/^(<!doctype html>)?/i, '$1<base target="_blank">')}
          className="h-[28rem] w-full rounded-md border border-border bg-surface"
        />
      </Card>
    </>
  );
}
