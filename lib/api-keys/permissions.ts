/** Every permission an API key can hold. Routes name the one they need. */
export const PERMISSIONS = [
  "assistants:read",
  "assistants:write",
  "calls:read",
  "usage:read",
  // The Events API: list and read events (events:read), redeliver and recover them (webhooks:write).
  "events:read",
  "webhooks:write",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The presets offered when creating a key. */
export const PERMISSION_PRESETS = {
  full_access: [...PERMISSIONS],
  read_only: ["assistants:read", "calls:read", "usage:read", "events:read"],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
