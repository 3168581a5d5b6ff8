import { ApiError } from "@/lib/errors";
import type { DbClient } from "@/lib/db";
import type { Actor, ActorRole } from "@/lib/access/actor";
import { OWNER_ROLE } from "@/lib/access/roles";

/** The acting member as they stand inside the transaction; the system acts with an owner's rights. */
export type ActingMember = ActorRole & { email: string };

/**
 * Serialises the changes to one account's team: every team function takes this row lock
 * first, so two owners demoting each other at once cannot leave the account without an owner,
 * and two invitations to one address cannot both be pending.
 */
export async function lockTeam(tx: DbClient, accountId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Account" WHERE "id" = ${accountId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "No such account");
}

/**
 * The actor re-read under the lock: the role the session carried may have been lowered, or
 * the member removed, since the request began. Only a member or the service changes a team
 * (its operations take a session, never an API key).
 */
export async function loadActingMember(tx: DbClient, accountId: string, actor: Actor): Promise<ActingMember> {
  if (actor.type === "system") return { id: null, email: "system", role: OWNER_ROLE };
  if (actor.type !== "user") throw new ApiError("FORBIDDEN", "Only a member of the account can change its team");
  const user = await tx.user.findFirst({ where: { id: actor.id, accountId }, select: { id: true, email: true, role: true } });
  if (!user) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
  return user;
}

/** How many owners the account has, read under the team lock: the policy's last-owner rule counts them. */
export function countOwners(tx: DbClient, accountId: string): Promise<number> {
  return tx.user.count({ where: { accountId, role: OWNER_ROLE } });
}
