import { ApiError } from "@/lib/errors";
import { roleAtLeast, roleRequiredMessage, type Role } from "@/lib/access/roles";
import { PERMISSION_ROLES, type Permission } from "@/lib/access/permissions";

/**
 * Refuses a key with a permission the member's role may not use in the dashboard (403
 * `FORBIDDEN` naming the permission and the role needed): a developer cannot mint a key that
 * reads the audit log they may not open.
 */
export function assertMayGrant(role: Role, permissions: readonly Permission[]): void {
  for (const permission of permissions) {
    const least = PERMISSION_ROLES[permission];
    if (!roleAtLeast(role, least)) {
      throw new ApiError("FORBIDDEN", `A key with ${permission}: ${roleRequiredMessage(least, role)}`);
    }
  }
}
