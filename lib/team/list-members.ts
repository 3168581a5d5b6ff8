import { db } from "@/lib/db";

/** Everyone on the account, owners first, then by when they joined. */
export async function listMembers(accountId: string) {
  const users = await db.user.findMany({
    where: { accountId },
    select: { id: true, email: true, name: true, role: true, createdAt: true, lastSignedInAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return users.map(({ createdAt, ...user }) => ({ ...user, joinedAt: createdAt }));
}
