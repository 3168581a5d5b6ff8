// The dashboard offers a control exactly to the members whose request the pipeline lets through:
// both ask canCallOperation, which reads the operation's own role.
import { describe, expect, test } from "vitest";
import { canSeeAuditLog } from "@/lib/access/audit-policy";
import { canCallOperation, cannotCallReason, leastRoleOf } from "@/lib/access/operation-policy";
import { roleAtLeast, roleRequiredMessage, ROLES } from "@/lib/access/roles";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardAuditOperations } from "@/lib/dashboard/operations/audit-operations";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";

describe("canCallOperation", () => {
  test.each(ROLES)("as %s, agrees with the pipeline's rule on every dashboard operation", (role) => {
    // The public ones (password reset, accepting an invitation) have no role and no member control.
    const memberOperations = DASHBOARD_OPERATIONS.filter((operation) => operation.access === "session");
    for (const operation of memberOperations) {
      const expected = roleAtLeast(role, operation.role!)
        ? { allowed: true }
        : { allowed: false, code: "FORBIDDEN", message: roleRequiredMessage(operation.role!, role) };
      expect(canCallOperation(role, operation), operation.id).toEqual(expected);
    }
  });

  test("an operation without a role is the owner's, as in the pipeline", () => {
    expect(leastRoleOf({})).toBe("owner");
    expect(canCallOperation("admin", {})).toEqual({
      allowed: false,
      code: "FORBIDDEN",
      message: "This needs the owner role; you are an admin",
    });
    expect(canCallOperation("owner", {})).toEqual({ allowed: true });
  });

  test.each(ROLES)("as %s, the audit log is open exactly when its operations are", (role) => {
    expect(canSeeAuditLog(role)).toEqual(canCallOperation(role, dashboardAuditOperations.list));
    expect(canSeeAuditLog(role)).toEqual(canCallOperation(role, dashboardAuditOperations.export));
  });
});

describe("cannotCallReason", () => {
  test("names what cannot be done, the role it needs and whom to ask", () => {
    expect(cannotCallReason(dashboardApiKeyOperations.create, "viewer", "create API keys")).toBe(
      "Viewers can't create API keys: it needs the developer role or higher. Ask an admin or the owner if you need it.",
    );
    expect(cannotCallReason(dashboardWebhookOperations.revealSecret, "viewer", "see the signing secret")).toContain("developer role");
    expect(cannotCallReason({ role: "admin" }, "developer", "manage members")).toBe(
      "Developers can't manage members: it needs the admin role or higher. Ask the owner if you need it.",
    );
  });

  test("the plan is the owner's alone", () => {
    expect(cannotCallReason(dashboardAccountOperations.changePlan, "admin", "change the plan")).toBe(
      "Only the account's owner can change the plan; you are an admin.",
    );
    expect(cannotCallReason(dashboardAccountOperations.changePlan, "developer", "change the plan")).toBe(
      "Only the account's owner can change the plan; you are a developer.",
    );
  });
});
