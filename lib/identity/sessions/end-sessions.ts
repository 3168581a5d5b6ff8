import { db, type DbClient } from "@/lib/db";

// Signing out one session (and recording it): lib/identity/sessions/sign-out-session.ts.

/** Ends every session of a user, or every one but `except` (the browser that asked). */
export async function endUserSessions(userId: string, options: { except?: string } = {}, client: DbClient = db): Promise<number> {
  const { count } = await client.userSession.deleteMany({
    where: { userId, ...(options.except ? { id: { not: options.except } } : {}) },
  });
  return count;
}
