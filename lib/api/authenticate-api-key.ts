import type { Permission } from "@/lib/access/permissions";
import { touchApiKey } from "@/lib/api-keys/touch-api-key";
import { ApiError } from "@/lib/errors";
import type { Caller } from "./identify-caller";

export type ApiKeyAuth = { accountId: string; keyId: string; keyName: string; keyPrefix: string; permissions: readonly string[] };

/** The key a rate-limited caller presented, checked: 401 unless usable, 403 without the permission. */
export async function authenticateApiKey(caller: Caller, permission: Permission): Promise<ApiKeyAuth> {
  if (caller.presented === "none") {
    throw new ApiError("UNAUTHORIZED", "Missing API key: send Authorization: Bearer <API_KEY>");
  }
  const key = await caller.key();
  if (!key) throw new ApiError("UNAUTHORIZED", "Invalid API key");
  if (key.revokedAt) throw new ApiError("UNAUTHORIZED", "This API key has been revoked");
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw new ApiError("UNAUTHORIZED", "This API key has expired");
  if (!key.permissions.includes(permission)) {
    throw new ApiError("FORBIDDEN", `This API key lacks the ${permission} permission`);
  }
  touchApiKey(key);
  return { accountId: key.accountId, keyId: key.id, keyName: key.name, keyPrefix: key.prefix, permissions: key.permissions };
}
