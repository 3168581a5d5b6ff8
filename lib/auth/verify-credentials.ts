import bcrypt from "bcryptjs";
import { db } from "@/lib/db";

// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong
// password and sign-in does not reveal which e-mails have accounts.
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.lGvO7hR2wnDDhr0Cq9b8Ybyr0pS.";

export type SessionUser = { id: string; email: string; name: string | null; accountId: string };

/** Returns the user for a correct e-mail and password, else null. */
export async function verifyCredentials(email: string, password: string): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !matches) return null;
  return { id: user.id, email: user.email, name: user.name, accountId: user.accountId };
}
