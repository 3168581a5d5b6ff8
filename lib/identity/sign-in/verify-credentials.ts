import { db } from "@/lib/db";
import type { Role } from "@/lib/access/roles";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { verifyDummyPassword, verifyPassword } from "@/lib/identity/passwords/verify-password";

export type SessionUser = { id: string; email: string; name: string | null; accountId: string; role: Role };

/** A sign-in's outcome: the user, a wrong password for a known user (audited), or no such user. */
export type CredentialsCheck =
  | { outcome: "accepted"; user: SessionUser }
  | { outcome: "wrong_password"; user: SessionUser }
  | { outcome: "unknown" };

/**
 * Checks an e-mail and password. A hash from before argon2 (bcrypt) or with older parameters
 * is replaced by a current one on the way through.
 */
export async function checkCredentials(email: string, password: string): Promise<CredentialsCheck> {
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user?.passwordHash) {
    // A miss costs the same time as a wrong password: the answer does not reveal which
    // e-mails have accounts.
    await verifyDummyPassword(password);
    return { outcome: "unknown" };
  }
  const sessionUser: SessionUser = { id: user.id, email: user.email, name: user.name, accountId: user.accountId, role: user.role };
  const { matches, needsRehash } = await verifyPassword(user.passwordHash, password);
  if (!matches) return { outcome: "wrong_password", user: sessionUser };
  if (needsRehash) {
    // Only if the hash is still the one just verified: a password changed meanwhile wins.
    await db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: await hashPassword(password) },
    });
  }
  return { outcome: "accepted", user: sessionUser };
}

/** Returns the user for a correct e-mail and password, else null. */
export async function verifyCredentials(email: string, password: string): Promise<SessionUser | null> {
  const check = await checkCredentials(email, password);
  return check.outcome === "accepted" ? check.user : null;
}
