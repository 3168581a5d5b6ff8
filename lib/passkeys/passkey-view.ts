import type { Passkey } from "@/generated/prisma/client";
import type { PasskeyView } from "@/lib/schemas/passkeys";

/** A passkey as the member's list shows it: never its public key or credential id. */
export function toPasskeyView(passkey: Pick<Passkey, "id" | "name" | "deviceType" | "createdAt" | "lastUsedAt">): PasskeyView {
  return {
    id: passkey.id,
    name: passkey.name,
    synced: passkey.deviceType === "multiDevice",
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}
