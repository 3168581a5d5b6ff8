import { config, type Config } from "@/lib/config/config";

/** Where mail goes: an SMTP server (production) or the dev outbox table (development, tests). */
export type MailTransportName = "smtp" | "outbox";

/**
 * The transport of this process: MAIL_TRANSPORT=outbox always keeps mail in the outbox (even
 * with SMTP_URL set); otherwise SMTP_URL selects SMTP, and without it mail is kept.
 * A production start without either is stopped by lib/runtime/check-environment.ts, so "kept"
 * never happens there unless asked for.
 */
export function mailTransport(settings: Pick<Config, "MAIL_TRANSPORT" | "SMTP_URL"> = config()): MailTransportName {
  if (settings.MAIL_TRANSPORT === "outbox") return "outbox";
  return settings.SMTP_URL ? "smtp" : "outbox";
}

/**
 * Whether `/dev/mail` shows the outbox: always outside production, and in a production build
 * only with the explicit MAIL_TRANSPORT=outbox (the test suites run `next start`). A real
 * production sends by SMTP and answers 404 there: the outbox holds other users' reset links.
 */
export function devOutboxVisible(settings: Pick<Config, "NODE_ENV" | "MAIL_TRANSPORT"> = config()): boolean {
  if (settings.NODE_ENV !== "production") return true;
  return settings.MAIL_TRANSPORT === "outbox";
}
