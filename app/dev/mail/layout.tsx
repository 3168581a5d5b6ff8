import { notFound } from "next/navigation";
import { devOutboxVisible } from "@/lib/mail/mail-transport";

/**
 * The dev outbox's pages: development only. A production build answers 404 here unless its
 * mail is kept in the outbox on purpose (MAIL_TRANSPORT=outbox, the test suites' servers),
 * because the outbox holds every user's reset and invitation links.
 */
export default function DevMailLayout({ children }: { children: React.ReactNode }) {
  if (!devOutboxVisible()) notFound();
  return <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">{children}</main>;
}
