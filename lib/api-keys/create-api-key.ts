import { randomBytes } from "node:crypto";
import { canGrant } from "@/lib/access/api-key-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import type { Role } from "@/lib/access/roles";
import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { ApiKeyView, CreateApiKeyData } from "@/lib/schemas/api-key";
import { API_KEY_VIEW_SELECT, toApiKeyView } from "./to-api-key-view";
import { hashApiKey } from "./hash-api-key";

export const API_KEY_PREFIX = "vk_live_";
const VISIBLE_SECRET_CHARS = 6;

function generateSecret(): string {
  // 24 bytes → 32 base64url characters (192 bits).
  return `${API_KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
}

/**
 * Creates a key for an account, made by the audit context's actor: a member's key is bounded by
 * their role from then on (decision "A key is the account's, bounded by its maker"), the CLI's
 * and the system's are the account's. The returned `secret` is the only time the key is visible;
 * the audit entry has its name, prefix, permissions and expiry, never the secret or its hash.
 * A member (`makerRole`) may grant only what their role may use (`canGrant`: 403 otherwise,
 * before anything is written).
 */
export async function createApiKey(
  accountId: string,
  { name, permissions, expiresAt }: CreateApiKeyData,
  audit: AuditContext = SYSTEM_CONTEXT,
  makerRole?: Role,
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  if (makerRole) for (const permission of permissions) assertAllowed(canGrant(makerRole, permission));
  const secret = generateSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        id: newId("key"),
        accountId,
        name,
        permissions: [...new Set(permissions)],
        prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_SECRET_CHARS),
        hash: hashApiKey(secret),
        expiresAt: expiresAt ?? null,
        // A member's key answers to them (lib/access/api-key-policy.ts); the CLI's and the system's to the account.
        ...(audit.actor.type === "user" ? { createdById: audit.actor.id, createdBy: audit.actor.label } : {}),
      },
      select: API_KEY_VIEW_SELECT,
    });
    await recordAudit(tx, accountId, audit, {
      action: "api_key.created",
      target: { type: "api_key", id: created.id, label: `${created.name} (${created.prefix}…)` },
      summary: {
        after: {
          name: created.name,
          prefix: created.prefix,
          permissions: created.permissions,
          expiresAt: created.expiresAt?.toISOString() ?? null,
        },
      },
    });
    return created;
  });
  return { apiKey: toApiKeyView(row), secret };
}
