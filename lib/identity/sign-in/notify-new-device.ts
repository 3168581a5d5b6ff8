import { db } from "@/lib/db";
import { formatClientAddress } from "@/lib/http/format-address";
import { appUrl } from "@/lib/mail/app-url";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/observability/logger";
import { deviceKindOf, describeUserAgent } from "@/lib/identity/sessions/describe-user-agent";

/** How many of the member's earlier sign-ins a new one is compared with. */
const SIGN_INS_COMPARED = 100;

type SignedIn = { id: string; email: string; accountId: string };

/**
 * "New sign-in to your account": e-mailed when a member signs in with a browser and system
 * (versions aside) that none of their earlier sign-ins on the audit log used. The very first
 * sign-in has nothing to compare with and sends nothing; neither does a sign-in whose
 * User-Agent names no browser or system. Call after the sign-in's audit entry is written;
 * true when a mail went out. A failure to send is logged, never the sign-in's failure.
 */
export async function notifyNewDevice(
  user: SignedIn,
  origin: { userAgent: string | null; ipAddress: string | null },
  at: Date = new Date(),
) {
  const kind = deviceKindOf(origin.userAgent);
  if (!kind) return false;
  const signIns = await db.auditLogEntry.findMany({
    where: { accountId: user.accountId, action: "user.signed_in", actorType: "user", actorId: user.id },
    orderBy: { id: "desc" },
    take: SIGN_INS_COMPARED + 1,
    select: { userAgent: true },
  });
  // The newest is this sign-in's own entry.
  const earlier = signIns.slice(1);
  if (earlier.length === 0 || earlier.some((entry) => deviceKindOf(entry.userAgent) === kind)) return false;

  const { browser, system } = describeUserAgent(origin.userAgent);
  const device = [browser, system].filter(Boolean).join(" on ");
  const address = formatClientAddress(origin.ipAddress);
  const message = renderMail(user.email, {
    subject: "New sign-in to your Voice Assistant Service account",
    heading: "A new sign-in to your account",
    paragraphs: [
      `Your account ${user.email} was signed in from ${device}${address ? ` at ${address}` : ""} on ${at.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
      "If this was you, there is nothing to do. If not, change your password and end that session on your Account page.",
    ],
    action: { label: "Review your sessions", url: appUrl("/account") },
  });
  try {
    await sendMail(message);
    return true;
  } catch (error) {
    logger.error({ err: error, component: "auth" }, "the new sign-in e-mail could not be sent");
    return false;
  }
}
