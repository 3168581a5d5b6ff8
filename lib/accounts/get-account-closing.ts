import { db } from "@/lib/db";

/** The account's name and closing state, as the Account page shows it. */
export async function getAccountClosing(accountId: string) {
  return db.account.findUniqueOrThrow({ where: { id: accountId }, select: { name: true, closedAt: true, eraseAfter: true } });
}
