import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import type { PasskeyView } from "@/lib/schemas/passkeys";
import { toPasskeyView } from "./passkey-view";

type Member = { userId: string; accountId: string };

/** Renames one of the member's passkeys; null when they have no such passkey (another user's included). */
export async function renamePasskey(member: Member, passkeyId: string, name: string, audit: AuditContext): Promise<PasskeyView | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.passkey.updateMany({ where: { id: passkeyId, userId: member.userId }, data: { name } });
    if (count === 0) return null;
    const passkey = await tx.passkey.findUniqueOrThrow({ where: { id: passkeyId } });
    await recordAudit(tx, member.accountId, audit, { action: "passkey.renamed", target: { type: "passkey", id: passkey.id, label: name } });
    return toPasskeyView(passkey);
  });
}
