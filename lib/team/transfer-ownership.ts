import { assertAllowed } from "@/lib/access/assert-allowed";
import { OWNER_ROLE, type Role } from "@/lib/access/roles";
import { canTransferOwnership } from "@/lib/access/team-policy";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { findMember } from "./find-member";
import { loadActingMember, lockTeam } from "./team-actor";

/** What the previous owner becomes: still managing the team, no longer owning the account. */
const PREVIOUS_OWNER_ROLE: Role = "admin";

/**
 * An owner hands their ownership to another member in one transaction under the team's lock
 * (canTransferOwnership): the member becomes an owner, the acting owner an admin, so the count of
 * owners never drops and neither step can happen without the other. The keys each made are
 * bounded by their new roles from the next request (the cache forgets the account on commit).
 */
export async function transferOwnership(accountId: string, audit: AuditContext, memberId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, audit.actor);
    const member = await findMember(tx, accountId, memberId);
    assertAllowed(canTransferOwnership(acting, member));
    await tx.user.update({ where: { id: member.id }, data: { role: OWNER_ROLE } });
    if (acting.id) await tx.user.update({ where: { id: acting.id }, data: { role: PREVIOUS_OWNER_ROLE } });
    await notifyApiKeyChange(tx, accountId);
    await recordAudit(tx, accountId, audit, {
      action: "member.ownership_transferred",
      target: { type: "user", id: member.id, label: member.email },
      summary: {
        before: { role: member.role },
        after: { role: OWNER_ROLE },
        previousOwner: { email: acting.email, role: PREVIOUS_OWNER_ROLE },
      },
    });
  });
  forgetCachedAccount(accountId);
}
