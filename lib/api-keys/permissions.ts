/** Every permission an API key can hold. Routes name the one they need. */
export const PERMISSIONS = ["assistants:read", "assistants:write", "calls:read", "usage:read"] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The presets offered when creating a key. */
export const PERMISSION_PRESETS = {
  full_access: [...PERMISSIONS],
  read_only: ["assistants:read", "calls:read", "usage:read"],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
