// Mail the app sent, for both projects: in `local` from the dev outbox of the server the suite
// started (e2e/support/dev-outbox.ts), in `deployed` from the SMTP catcher the deployment sends
// to (e2e/support/mail-catcher.ts, or a MailDev at E2E_MAIL_CATCHER_URL).
import { expect, test } from "@playwright/test";
import type { CaughtMail } from "./mail-catcher";
import { isDeployedProject } from "./deployed";
import { latestOutboxMail } from "./dev-outbox";

export type Mail = { subject: string; text: string; html: string };

function subjectMatches(subject: string, wanted: string | RegExp): boolean {
  return typeof wanted === "string" ? subject === wanted : wanted.test(subject);
}

async function caughtMail(to: string, subject: string | RegExp): Promise<Mail> {
  const catcher = process.env.E2E_MAIL_CATCHER_URL;
  if (!catcher) throw new Error("readMail: E2E_MAIL_CATCHER_URL is not set (e2e/support/global-setup.ts starts a catcher and sets it)");
  const address = to.toLowerCase();
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${catcher}/email`);
        expect(response.ok, `GET ${catcher}/email: ${response.status}`).toBe(true);
        const messages = (await response.json()) as CaughtMail[];
        mail = messages.findLast(
          (message) =>
            message.to.some((recipient) => recipient.address.toLowerCase() === address) && subjectMatches(message.subject, subject),
        );
        return Boolean(mail);
      },
      // Through a real SMTP conversation: a little longer than a table read.
      { message: `an e-mail to ${to} at the SMTP catcher: ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return mail!;
}

/**
 * The newest e-mail to `to` whose subject is `subject` (or matches it), waiting until one
 * arrives: from the dev outbox in the `local` project, from the SMTP catcher in `deployed`.
 */
export async function readMail(to: string, subject: string | RegExp): Promise<Mail> {
  return isDeployedProject(test.info()) ? caughtMail(to, subject) : latestOutboxMail(to, subject);
}

/** The first link into the app in an e-mail's plain-text body. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  expect(match, `a link in "${mail.subject}"`).not.toBeNull();
  return match![0];
}
