import { appUrl } from "@/lib/mail/app-url";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/observability/logger";

/**
 * Mail about a change to the user's own sign-in, sent after it committed. A failure to send is
 * logged, not thrown: the change stands either way, and the audit log has it.
 */
async function sendSecurityMail(to: string, subject: string, heading: string, paragraphs: string[]): Promise<void> {
  try {
    await sendMail(
      renderMail(to, {
        subject,
        heading,
        paragraphs,
        action: { label: "Review your account", url: appUrl("/account") },
        footnote: "If this was not you, change your password now and turn two-factor sign-in back on.",
      }),
    );
  } catch (error) {
    logger.error({ err: error }, "two-factor mail not sent");
  }
}

export function sendTwoFactorDisabledMail(to: string): Promise<void> {
  return sendSecurityMail(to, "Two-factor sign-in was turned off", "Two-factor sign-in was turned off", [
    `Two-factor sign-in was turned off for ${to} on Voice Assistant Service. Signing in now needs only the password.`,
  ]);
}

export function sendRecoveryCodeUsedMail(to: string, recoveryCodesLeft: number): Promise<void> {
  return sendSecurityMail(to, "A recovery code was used to sign in", "A recovery code was used", [
    `One of the recovery codes of ${to} on Voice Assistant Service was just used in place of a code from the authenticator app. It will not work again.`,
    recoveryCodesLeft === 1 ? "1 recovery code is left." : `${recoveryCodesLeft} recovery codes are left.`,
  ]);
}

export function sendTwoFactorResetMail(to: string, owner: string): Promise<void> {
  return sendSecurityMail(to, "An owner reset your two-factor sign-in", "Your two-factor sign-in was reset", [
    `${owner}, an owner of your account on Voice Assistant Service, reset the two-factor sign-in of ${to}: your authenticator app, passkeys and recovery codes no longer sign you in, and every session of yours has ended.`,
    "Sign in with your password, then set up two-factor sign-in again on your Account page.",
  ]);
}
