import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/observability/logger";
import { appUrl } from "./app-url";
import { mailTransport } from "./mail-transport";

/** One e-mail: every message has a plain-text and an HTML body. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

type Transport = { send(message: MailMessage): Promise<void> };

/**
 * The dev outbox: development and tests keep mail in the database, where `/dev/mail` shows it
 * and tests read it; the hourly retention run deletes messages older than two weeks
 * (lib/retention/retention-chores.ts). Production requires SMTP_URL and MAIL_FROM, or the
 * explicit MAIL_TRANSPORT=outbox of the test suites (lib/runtime/check-environment.ts).
 */
const outbox: Transport = {
  async send(message) {
    const id = newId("mail");
    await db.devMailMessage.create({ data: { id, ...message } });
    logger.info({ to: message.to, subject: message.subject }, `mail kept in the dev outbox: ${appUrl(`/dev/mail/${id}`)}`);
  },
};

let smtp: Promise<Transport> | undefined;

/** SMTP by nodemailer, one pooled transport per process, created on first use. */
function smtpTransport(url: string): Promise<Transport> {
  smtp ??= import("nodemailer").then(({ default: nodemailer }) => {
    const transport = nodemailer.createTransport(url);
    const from = config().MAIL_FROM;
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  });
  return smtp;
}

/**
 * Sends an e-mail: by SMTP when SMTP_URL is set, else (or with MAIL_TRANSPORT=outbox) into
 * the dev outbox. Send after the change it reports has committed: a rolled-back invitation
 * must not arrive.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const settings = config();
  const transport = mailTransport(settings) === "smtp" && settings.SMTP_URL ? await smtpTransport(settings.SMTP_URL) : outbox;
  await transport.send(message);
}
