import { appUrl } from "@/lib/mail/app-url";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/observability/logger";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "@/lib/access/roles";

type InvitationMail = { email: string; role: Role; token: string; accountName: string; invitedBy: string; expiresAt: Date };

/**
 * Sends the invitation link, after the invitation has committed. A failure to send is
 * reported to the caller (`false`) rather than thrown: the invitation stands, and resending
 * it makes a new link.
 */
export async function sendInvitationMail({ email, role, token, accountName, invitedBy, expiresAt }: InvitationMail): Promise<boolean> {
  const message = renderMail(email, {
    subject: `${invitedBy} invited you to ${accountName}`,
    heading: `Join ${accountName}`,
    paragraphs: [
      // The account's own name, never "the … account": names such as "Demo Account" would say it twice.
      `${invitedBy} invited you to join ${accountName} on the Voice Assistant Service as ${ROLE_LABELS[role].toLowerCase()}: ${ROLE_DESCRIPTIONS[role]}`,
      "Open the link, choose your name and a password, and sign in.",
    ],
    action: { label: "Accept the invitation", url: appUrl(`/invite/${token}`) },
    footnote: `The link works once and until ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC. If you did not expect it, ignore this e-mail.`,
  });
  try {
    await sendMail(message);
    return true;
  } catch (error) {
    logger.error({ err: error }, "the invitation e-mail could not be sent");
    return false;
  }
}
