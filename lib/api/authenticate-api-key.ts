import type { Permission } from "@/lib/access/permissions";
import { keyMakerOf, keyStanding } from "@/lib/access/api-key-policy";
import { aRole } from "@/lib/access/roles";
import { touchApiKey } from "@/lib/api-keys/touch-api-key";
import { ApiError } from "@/lib/errors";
import type { Caller } from "./identify-caller";

export type ApiKeyAuth = { accountId: string; keyId: string; keyName: string; keyPrefix: string; permissions: readonly string[] };

/**
 * The key a rate-limited caller presented, checked: 401 unless usable (a maker who left makes
 * it unusable), 403 without the permission or when its maker's role no longer grants it. The
 * permissions handed on are the effective ones (lib/access/api-key-policy.ts).
 */
export async function authenticateApiKey(caller: Caller, permission: Permission): Promise<ApiKeyAuth> {
  if (caller.presented === "none") {
    throw new ApiError("UNAUTHORIZED", "Missing API key: send Authorization: Bearer <API_KEY>");
  }
  const key = await caller.key();
  if (!key) throw new ApiError("UNAUTHORIZED", "Invalid API key");
  if (key.revokedAt) throw new ApiError("UNAUTHORIZED", "This API key has been revoked");
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw new ApiError("UNAUTHORIZED", "This API key has expired");
  const standing = keyStanding(key.permissions, keyMakerOf(key));
  if (standing.status === "maker_left") {
    throw new ApiError(
      "UNAUTHORIZED",
      `This API key stopped working: ${key.createdBy ?? "the member who created it"} is no longer a member of the account. Create a new key.`,
    );
  }
  if (standing.suspended.includes(permission as Permission) && key.makerRole) {
    throw new ApiError(
      "FORBIDDEN",
      `This API key's ${permission} permission is suspended: ${key.createdBy ?? "the member who created it"} is now ${aRole(key.makerRole)}, whose role may not grant it`,
    );
  }
  if (!standing.effective.includes(permission)) {
    throw new ApiError("FORBIDDEN", `This API key lacks the ${permission} permission`);
  }
  touchApiKey(key);
  return { accountId: key.accountId, keyId: key.id, keyName: key.name, keyPrefix: key.prefix, permissions: standing.effective };
}
