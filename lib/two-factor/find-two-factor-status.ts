import { db } from "@/lib/db";
import type { TwoFactorStatus } from "@/lib/schemas/two-factor";

/** The Account page's view of a user's two-factor: on or off, since when, recovery codes left. Never the key. */
export async function findTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const [totp, recoveryCodesLeft] = await Promise.all([
    db.totpCredential.findUnique({ where: { userId }, select: { enabledAt: true } }),
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  const enabledAt = totp?.enabledAt ?? null;
  return { enabled: enabledAt !== null, enabledAt: enabledAt?.toISOString() ?? null, recoveryCodesLeft: enabledAt ? recoveryCodesLeft : 0 };
}
