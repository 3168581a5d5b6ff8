import QRCode from "qrcode";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { TotpEnrolment } from "@/lib/schemas/two-factor";
import { newTotpSecret, totpUri } from "@/lib/identity/factors/totp";

/**
 * Starts setting up an authenticator app: a new key, kept unconfirmed (two-factor stays off)
 * until a code from it is entered (enable-totp.ts). Starting again replaces an unconfirmed
 * key. The key, its URI and the QR code (an SVG, drawn here on the server) are returned this
 * once; nothing returns the key later.
 */
export async function startTotpEnrolment(user: { userId: string; email: string }): Promise<TotpEnrolment> {
  const existing = await db.totpCredential.findUnique({ where: { userId: user.userId }, select: { enabledAt: true } });
  if (existing?.enabledAt) throw new ApiError("CONFLICT", "Two-factor sign-in is already on. Turn it off first to set up another app.");
  const secret = newTotpSecret();
  await db.totpCredential.upsert({
    where: { userId: user.userId },
    create: { userId: user.userId, secret },
    update: { secret, enabledAt: null, lastUsedStep: null },
  });
  const otpauthUri = totpUri(secret, user.email);
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
