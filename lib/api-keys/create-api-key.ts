import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { apiKeyViewSchema, type ApiKeyView, type CreateApiKeyData } from "@/lib/schemas/api-key";
import { hashApiKey } from "./hash-api-key";

export const API_KEY_PREFIX = "vk_live_";
const VISIBLE_SECRET_CHARS = 6;

function generateSecret(): string {
  // 24 bytes → 32 base64url characters (192 bits).
  return `${API_KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
}

/** Creates a key for an account. The returned `secret` is the only time the key is visible. */
export async function createApiKey(
  accountId: string,
  { name, permissions, expiresAt }: CreateApiKeyData,
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const secret = generateSecret();
  const row = await db.apiKey.create({
    data: {
      id: newId("key"),
      accountId,
      name,
      permissions: [...new Set(permissions)],
      prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_SECRET_CHARS),
      hash: hashApiKey(secret),
      expiresAt: expiresAt ?? null,
    },
  });
  return { apiKey: apiKeyViewSchema.parse(row), secret };
}
