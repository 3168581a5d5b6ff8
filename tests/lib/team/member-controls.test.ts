// The Team page offers a control only where the team functions would accept it, and says why not
// in the server's words (tests/lib/access/role-agreement.test.ts checks every pair against the server).
import { describe, expect, test } from "vitest";
import { memberControls } from "@/lib/team/member-controls";

const me = (role: "owner" | "admin" | "developer" | "viewer") => ({ id: "user_me", role });
const other = (role: "owner" | "admin" | "developer" | "viewer") => ({ id: "user_other", role });

describe("memberControls", () => {
  test("an owner may give any role and remove anyone, but not demote or remove the last owner", () => {
    expect(memberControls(me("owner"), other("admin"), 1)).toEqual({
      roles: ["owner", "admin", "developer", "viewer"],
      roleReason: undefined,
      canRemove: true,
      removeReason: undefined,
      canResetTwoFactor: true,
      canTransferOwnership: true,
    });
    // Ownership goes to a member who is not an owner, never to oneself.
    expect(memberControls(me("owner"), other("owner"), 2)).toMatchObject({ canTransferOwnership: false });
    expect(memberControls(me("admin"), other("viewer"), 1)).toMatchObject({ canTransferOwnership: false });
    expect(memberControls(me("owner"), me("owner"), 1)).toMatchObject({
      canTransferOwnership: false,
      canResetTwoFactor: false,
      roles: [],
      roleReason: expect.stringMatching(/last owner/),
      canRemove: false,
      removeReason: expect.stringMatching(/last owner/),
    });
    expect(memberControls(me("owner"), me("owner"), 2)).toMatchObject({
      roles: ["owner", "admin", "developer", "viewer"],
      canRemove: true,
    });
  });

  test("an admin manages developers and viewers without the owner role, steps down, and leaves admins and owners alone", () => {
    expect(memberControls(me("admin"), other("developer"), 1)).toMatchObject({ roles: ["admin", "developer", "viewer"], canRemove: true });
    expect(memberControls(me("admin"), other("admin"), 1)).toMatchObject({
      roles: [],
      roleReason: "Only an owner can change the role of an admin",
      canRemove: false,
    });
    expect(memberControls(me("admin"), other("owner"), 2)).toMatchObject({ roles: [], removeReason: "Only an owner can remove an owner" });
    expect(memberControls(me("admin"), me("admin"), 1)).toMatchObject({ roles: ["admin", "developer", "viewer"], canRemove: true });
  });

  test("developers and viewers change no roles and remove only themselves", () => {
    for (const role of ["developer", "viewer"] as const) {
      expect(memberControls(me(role), other("viewer"), 1)).toMatchObject({
        roles: [],
        roleReason: `This needs the admin role or higher; you are a ${role}`,
        canRemove: false,
      });
      expect(memberControls(me(role), me(role), 1)).toMatchObject({ roles: [], canRemove: true });
    }
  });
});
