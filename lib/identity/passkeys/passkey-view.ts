import type { Passkey } from "@/generated/prisma/client";
import type { PasskeyView } from "@/lib/schemas/passkeys";

/**
 * A passkey as the member's list shows it: never its public key or credential id. Synced is
 * the authenticator's "backed up" flag (as at its latest use), not "multiDevice", which only
 * says its provider may sync it.
 */
export function toPasskeyView(passkey: Pick<Passkey, "id" | "name" | "backedUp" | "createdAt" | "lastUsedAt">): PasskeyView {
  return {
    id: passkey.id,
    name: passkey.name,
    synced: passkey.backedUp,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}
