/** Where mail goes: an SMTP server (production) or the dev outbox table (development, tests). */
export type MailTransportName = "smtp" | "outbox";

/** The explicit opt-in a production build needs to keep mail in the outbox (the test suites' servers). */
export const OUTBOX_OPT_IN = "MAIL_TRANSPORT=outbox";

/**
 * The transport of this process: MAIL_TRANSPORT=outbox always keeps mail in the outbox (even
 * with SMTP_URL set); otherwise SMTP_URL selects SMTP, and without it mail is kept.
 * A production start without either is stopped by lib/env.ts, so "kept" never happens there
 * unless asked for.
 */
export function mailTransport(env: NodeJS.ProcessEnv = process.env): MailTransportName {
  if (env.MAIL_TRANSPORT?.trim() === "outbox") return "outbox";
  return env.SMTP_URL?.trim() ? "smtp" : "outbox";
}

/**
 * Whether `/dev/mail` shows the outbox: always outside production, and in a production build
 * only with the explicit MAIL_TRANSPORT=outbox (the test suites run `next start`). A real
 * production sends by SMTP and answers 404 there: the outbox holds other users' reset links.
 */
export function devOutboxVisible(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV !== "production") return true;
  return env.MAIL_TRANSPORT?.trim() === "outbox";
}
