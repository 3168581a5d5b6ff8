import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { DataTable, DateText } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import { DEV_OUTBOX_PAGE_SIZE, listDevMail } from "@/lib/mail/dev-outbox";

export const metadata: Metadata = { title: "Dev mail outbox" };

export default async function DevMailPage() {
  const messages = await listDevMail();
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Dev mail outbox</h1>
        <p className="mt-1 text-sm text-muted">
          E-mail the app sent while no SMTP server is set (development and tests): the newest {DEV_OUTBOX_PAGE_SIZE}, newest first.
        </p>
      </div>
      <Card>
        {messages.length === 0 ? (
          <EmptyState title="No mail yet">Invitations and password reset links appear here when they are sent.</EmptyState>
        ) : (
          <DataTable
            caption="Mail in the dev outbox"
            rows={messages}
            rowKey={(message) => message.id}
            columns={[
              {
                header: "Subject",
                cell: (message) => (
                  <Link href={`/dev/mail/${message.id}`} className="font-medium text-accent-fg hover:underline">
                    {message.subject}
                  </Link>
                ),
              },
              { header: "To", cell: (message) => <TruncatedText value={message.to} />, width: "30%", truncate: true },
              { header: "Sent (UTC)", cell: (message) => <DateText value={message.createdAt} />, nowrap: true },
            ]}
          />
        )}
      </Card>
    </>
  );
}
