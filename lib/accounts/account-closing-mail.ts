import { appUrl } from "@/lib/mail/app-url";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/observability/logger";

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Mail to every member after a close or a reopen committed, one message each. A failure to
 * send is logged, not thrown: the change stands either way, and the audit log has it.
 */
async function sendToEach(recipients: readonly string[], render: (to: string) => Parameters<typeof renderMail>[1]): Promise<number> {
  let sent = 0;
  for (const to of recipients) {
    try {
      await sendMail(renderMail(to, render(to)));
      sent += 1;
    } catch (error) {
      logger.error({ component: "accounts", err: error }, "account closing mail not sent");
    }
  }
  return sent;
}

export function sendAccountClosedMail(
  recipients: readonly string[],
  account: { name: string; closedBy: string; eraseAfter: Date },
): Promise<number> {
  return sendToEach(recipients, () => ({
    subject: `The account ${account.name} was closed`,
    heading: "Your account was closed",
    paragraphs: [
      `${account.closedBy}, an owner of ${account.name} on Voice Assistant Service, closed the account. Every API key of it stopped working, webhooks are no longer sent, and every member was signed out.`,
      `Its data will be erased for good on ${day(account.eraseAfter)}. Until then an owner can sign in, export the data and reopen the account from the Account page.`,
    ],
    action: { label: "Sign in", url: appUrl("/sign-in") },
    footnote: "If you did not expect this, ask an owner of the account, or reply to this message.",
  }));
}

export function sendAccountReopenedMail(recipients: readonly string[], account: { name: string; reopenedBy: string }): Promise<number> {
  return sendToEach(recipients, () => ({
    subject: `The account ${account.name} was reopened`,
    heading: "Your account was reopened",
    paragraphs: [
      `${account.reopenedBy}, an owner of ${account.name} on Voice Assistant Service, reopened the account: you can sign in again.`,
      "The API keys revoked when it was closed stay revoked: make new keys on the API keys page. Webhook deliveries canceled by the close can be sent again from the Webhook events page.",
    ],
    action: { label: "Sign in", url: appUrl("/sign-in") },
  }));
}
