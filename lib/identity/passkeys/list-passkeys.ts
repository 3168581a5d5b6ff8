import { db } from "@/lib/db";
import type { PasskeyView } from "@/lib/schemas/passkeys";
import { toPasskeyView } from "./passkey-view";

/** The member's own passkeys, oldest first (the order they were added in). */
export async function listPasskeys(member: { userId: string }): Promise<PasskeyView[]> {
  const passkeys = await db.passkey.findMany({ where: { userId: member.userId }, orderBy: { createdAt: "asc" } });
  return passkeys.map(toPasskeyView);
}
