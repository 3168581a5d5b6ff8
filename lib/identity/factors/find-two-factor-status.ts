import { db } from "@/lib/db";
import type { TwoFactorStatus } from "@/lib/schemas/two-factor";

/**
 * The Account page's view of a user's two-factor: on or off (an authenticator app, passkeys),
 * since when the app, recovery codes left,
 * and whether their account requires it of every member. Never the key.
 */
export async function findTwoFactorStatus(user: { userId: string; accountId: string }): Promise<TwoFactorStatus> {
  const [totp, passkeys, recoveryCodesLeft, account] = await Promise.all([
    db.totpCredential.findUnique({ where: { userId: user.userId }, select: { enabledAt: true } }),
    db.passkey.count({ where: { userId: user.userId } }),
    db.recoveryCode.count({ where: { userId: user.userId, usedAt: null } }),
    db.account.findUniqueOrThrow({ where: { id: user.accountId }, select: { requireTwoFactor: true } }),
  ]);
  const enabledAt = totp?.enabledAt ?? null;
  const enabled = enabledAt !== null || passkeys > 0;
  return {
    enabled,
    authenticatorApp: enabledAt !== null,
    passkeys,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? recoveryCodesLeft : 0,
    requiredByAccount: account.requireTwoFactor,
  };
}
