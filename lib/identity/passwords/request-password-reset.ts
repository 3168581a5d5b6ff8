import { recordAudit } from "@/lib/audit/record-audit";
import { newLinkToken } from "@/lib/identity/link-token";
import { throttleAttempt } from "@/lib/identity/throttle-auth";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { runAfterResponse } from "@/lib/background-work/run-after-response";
import { appUrl } from "@/lib/mail/app-url";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { addressOf, type RequestOrigin } from "./request-origin";

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** The one answer, whether or not the e-mail has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that e-mail, we sent a link to reset its password. It works once, within 1 hour.";

/**
 * "Forgot password?": counted per e-mail and per client address before anything else, then
 * answered at once. Looking the e-mail up, the token and the mail happen after the answer
 * (sendPasswordResetLink), so neither the answer nor its timing says whether the e-mail has
 * an account.
 */
export async function requestPasswordReset(email: string, origin: RequestOrigin): Promise<{ message: string }> {
  await throttleAttempt({ passwordResetPerEmail: email, passwordResetPerAddress: addressOf(origin) });
  runAfterResponse("password reset e-mail", () => sendPasswordResetLink(email, origin));
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * For a user with this e-mail: a new single-use link valid for 1 hour (only its SHA-256 is
 * stored; the user's older unused links stop working), the audit entry in the same
 * transaction, then the e-mail. Without such a user: nothing at all. Returns whether it sent.
 */
export async function sendPasswordResetLink(email: string, origin: RequestOrigin): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, accountId: true, email: true } });
  if (!user) return false;
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await db.$transaction(async (tx) => {
    // One working link at a time: the newest e-mail is the one to use. Spent and expired
    // rows go too; a spent link missing is refused like any unknown one.
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, OR: [{ usedAt: null }, { expiresAt: { lte: now } }] } });
    await tx.passwordResetToken.create({ data: { id: newId("pwr"), userId: user.id, tokenHash, expiresAt } });
    await recordAudit(
      tx,
      user.accountId,
      // The link goes to the account's own inbox: whoever asked, the user is the one it serves.
      { ...origin, actor: { type: "user", id: user.id, label: user.email } },
      {
        action: "user.password_reset_requested",
        target: { type: "user", id: user.id, label: user.email },
        summary: { expiresAt: expiresAt.toISOString() },
      },
    );
  });
  await sendMail(
    renderMail(user.email, {
      subject: "Reset your Voice Assistant Service password",
      heading: "Reset your password",
      paragraphs: [
        `Someone asked to reset the password of ${user.email} on Voice Assistant Service. If it was you, choose a new one with the link below.`,
        "The link works once, within 1 hour. Setting a new password signs you out on every browser and device.",
      ],
      action: { label: "Choose a new password", url: appUrl(`/reset-password/${token}`) },
      footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    }),
  );
  return true;
}
