import { keyMakerOf, keyStanding } from "@/lib/access/api-key-policy";
import type { Permission } from "@/lib/access/permissions";
import type { ApiKeyAuth, KeyVerdict } from "@/lib/access/principal";
import { aRole } from "@/lib/access/roles";
import { touchApiKey } from "@/lib/api-keys/touch-api-key";
import { ApiError } from "@/lib/errors";

/**
 * The presented key's verdict as the answer: 401 unless usable, 403 without the permission or
 * when its maker's role no longer grants it. The permissions handed on are the effective ones
 * (lib/access/api-key-policy.ts).
 */
export function authenticateApiKey(verdict: KeyVerdict, permission: Permission): ApiKeyAuth {
  switch (verdict.kind) {
    case "none":
      throw new ApiError("UNAUTHORIZED", "Missing API key: send Authorization: Bearer <API_KEY>");
    case "malformed":
    case "unknown":
      throw new ApiError("UNAUTHORIZED", "Invalid API key");
    case "unreadable":
      throw verdict.error;
    case "revoked":
      throw new ApiError("UNAUTHORIZED", "This API key has been revoked");
    case "expired":
      throw new ApiError("UNAUTHORIZED", "This API key has expired");
    case "maker_left":
      throw new ApiError(
        "UNAUTHORIZED",
        `This API key stopped working: ${verdict.record.createdBy ?? "the member who created it"} is no longer a member of the account. Create a new key.`,
      );
    case "usable":
      break;
  }
  const key = verdict.record;
  const standing = keyStanding(key.permissions, keyMakerOf(key));
  if (standing.suspended.includes(permission) && key.makerRole) {
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
