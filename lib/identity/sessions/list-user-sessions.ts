import { db } from "@/lib/db";
import { sessionViewSchema, type SessionView } from "@/lib/schemas/session";
import { describeUserAgent } from "./describe-user-agent";

/** The member's live sessions, most recently active first, the asking browser's marked. */
export async function listUserSessions(
  user: { userId: string; sessionId: string },
  now: Date = new Date(),
): Promise<{ data: SessionView[] }> {
  const rows = await db.userSession.findMany({
    where: { userId: user.userId, expiresAt: { gt: now } },
    orderBy: [{ lastActiveAt: "desc" }, { id: "asc" }],
    select: { id: true, userAgent: true, ipAddress: true, createdAt: true, lastActiveAt: true },
  });
  return {
    data: rows.map(({ userAgent, ...row }) =>
      sessionViewSchema.parse({ ...row, ...describeUserAgent(userAgent), current: row.id === user.sessionId }),
    ),
  };
}
