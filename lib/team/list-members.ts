import { Prisma } from "@/generated/prisma/client";
import type { Role } from "@/lib/access/roles";
import { db } from "@/lib/db";
import { secondFactorExists } from "@/lib/identity/factors/has-second-factor";

type MemberRow = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  joinedAt: Date;
  lastSignedInAt: Date | null;
  twoFactor: boolean;
};

/** Everyone on the account, in the order they joined, with whether each has two-factor sign-in. */
export async function listMembers(accountId: string): Promise<MemberRow[]> {
  return db.$queryRaw<MemberRow[]>`
    SELECT u."id", u."email", u."name", u."role"::text AS "role", u."createdAt" AS "joinedAt", u."lastSignedInAt",
      ${secondFactorExists(Prisma.raw('u."id"'))} AS "twoFactor"
    FROM "User" u WHERE u."accountId" = ${accountId}
    ORDER BY u."createdAt" ASC, u."id" ASC`;
}
