import { db } from "@/lib/db";

export async function getAccount(accountId: string) {
  return db.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, name: true, tier: true, createdAt: true } });
}
