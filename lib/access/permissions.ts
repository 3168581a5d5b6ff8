import { AUDIT_LOG_ROLE } from "@/lib/access/audit-policy";
import { REQUEST_LOG_ROLE } from "@/lib/access/api-log-policy";
import type { Role } from "@/lib/access/roles";

/** Every permission an API key can hold. Routes name the one they need. */
export const PERMISSIONS = [
  "assistants:read",
  "assistants:write",
  "calls:read",
  "usage:read",
  // The Events API: list and read events (events:read), redeliver and recover them (webhooks:write).
  "events:read",
  "webhooks:write",
  // The audit log (GET /api/v1/audit-log): who changed what. Admin and up, like the dashboard page.
  "audit:read",
  // The API logs (GET /api/v1/request-logs): every request the account's keys made. Developer and up, like the page.
  "logs:read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * The least role of a member that may put a permission on a key: what that role may use in the
 * dashboard, so a key never does more than the member who made it could do by hand.
 */
export const PERMISSION_ROLES: Record<Permission, Role> = {
  "assistants:read": "developer",
  "assistants:write": "developer",
  "calls:read": "developer",
  "usage:read": "developer",
  "events:read": "developer",
  "webhooks:write": "developer",
  // Whoever may open the audit log in the dashboard, and no one else.
  "audit:read": AUDIT_LOG_ROLE,
  "logs:read": REQUEST_LOG_ROLE,
};

/**
 * The presets offered when creating a key. `full_access` is everything a developer may grant,
 * i.e. all but `audit:read`: reading who did what is an administrator's power, asked for by
 * name (custom permissions) rather than handed to every integration that wants "everything".
 */
export const PERMISSION_PRESETS = {
  full_access: ["assistants:read", "assistants:write", "calls:read", "usage:read", "events:read", "webhooks:write", "logs:read"],
  // Reading its own requests is reading: a read-only integration can debug itself.
  read_only: ["assistants:read", "calls:read", "usage:read", "events:read", "logs:read"],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS;

export const PERMISSION_PRESET_LABELS: Record<PermissionPreset, string> = {
  full_access: "Full access",
  read_only: "Read only",
};

/** The preset a key's permissions are exactly (in any order), if any: a list shows its name rather than seven tags. */
export function presetOf(permissions: readonly string[]): PermissionPreset | undefined {
  return (Object.keys(PERMISSION_PRESETS) as PermissionPreset[]).find((preset) => {
    const members: readonly string[] = PERMISSION_PRESETS[preset];
    return members.length === new Set(permissions).size && permissions.every((permission) => members.includes(permission));
  });
}
