import { keyMakerOf, keyStanding } from "@/lib/access/api-key-policy";
import type { Role } from "@/lib/access/roles";
import { apiKeyViewSchema, type ApiKeyView } from "@/lib/schemas/api-key";

/** What a key view is read with: the row and its maker's role now (the `creator` relation). */
export const API_KEY_VIEW_SELECT = {
  id: true,
  name: true,
  prefix: true,
  permissions: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  createdById: true,
  createdBy: true,
  creator: { select: { role: true } },
} as const;

type ApiKeyViewRow = {
  permissions: string[];
  createdById: string | null;
  createdBy: string | null;
  creator: { role: Role } | null;
};

/**
 * A key as the dashboard shows it, through its response schema (no hash can leave), with its
 * standing against its maker's role judged by the same policy that authenticates it.
 */
export function toApiKeyView<R extends ApiKeyViewRow>(row: R): ApiKeyView {
  const standing = keyStanding(
    row.permissions,
    keyMakerOf({ createdById: row.createdById, createdBy: row.createdBy, makerRole: row.creator?.role ?? null }),
  );
  return apiKeyViewSchema.parse({ ...row, standing: standing.status, suspendedPermissions: standing.suspended });
}
