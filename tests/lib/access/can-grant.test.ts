// canGrant: the one rule for which permissions a member may put on a key (the form offers by it,
// createApiKey refuses by it, keyStanding bounds a key by its maker's role with it), over every
// role and every permission.
import { describe, expect, test } from "vitest";
import { canGrant, keyStanding } from "@/lib/access/api-key-policy";
import { PERMISSION_ROLES, PERMISSIONS } from "@/lib/access/permissions";
import { ROLES, roleAtLeast } from "@/lib/access/roles";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { db } from "@/lib/db";
import { createAccount } from "@/lib/accounts/create-account";
import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";

const CASES = ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const));

describe("canGrant", () => {
  test.each(CASES)("%s granting %s", (role, permission) => {
    const decision = canGrant(role, permission);
    // The permission's least role (PERMISSION_ROLES) or higher, and nobody below.
    expect(decision.allowed).toBe(roleAtLeast(role, PERMISSION_ROLES[permission]));
    if (!decision.allowed) expect(decision).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining(permission) });
  });

  test("keyStanding holds a member's key to exactly what canGrant allows its maker now", () => {
    for (const role of ROLES) {
      const { effective } = keyStanding(PERMISSIONS, { kind: "member", role });
      expect(effective).toEqual(PERMISSIONS.filter((permission) => canGrant(role, permission).allowed));
    }
  });

  test("createApiKey refuses a member's grant beyond their role before writing anything", async () => {
    const account = await createAccount({ name: "Grant Co" });
    const refused = PERMISSIONS.find((permission) => !canGrant("developer", permission).allowed);
    expect(refused).toBeDefined();
    await expect(
      createApiKey(account.id, { name: "too much", permissions: ["assistants:read", refused!] }, SYSTEM_CONTEXT, "developer"),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await db.apiKey.count({ where: { accountId: account.id } })).toBe(0);
    // The CLI and the system (no maker's role) grant what the account asks.
    await createApiKey(account.id, { name: "cli", permissions: [refused!] }, SYSTEM_CONTEXT);
    expect(await db.apiKey.count({ where: { accountId: account.id } })).toBe(1);
  });
});
