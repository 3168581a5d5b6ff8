// The dashboard offers a control exactly to the members whose request the pipeline lets through.
import { describe, expect, test } from "vitest";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { canCall, cannotCallReason } from "@/lib/dashboard/can-call";
import { roleAtLeast, ROLES } from "@/lib/access/roles";

describe("canCall", () => {
  test.each(ROLES)("as %s, agrees with the pipeline's rule on every dashboard operation", (role) => {
    // The public ones (password reset, accepting an invitation) have no role and no member control.
    const memberOperations = DASHBOARD_OPERATIONS.filter((operation) => operation.access === "session");
    for (const operation of memberOperations) expect(canCall(operation, role), operation.id).toBe(roleAtLeast(role, operation.role!));
  });

  test("an operation without a role is the owner's, as in the pipeline", () => {
    expect(canCall({}, "admin")).toBe(false);
    expect(canCall({}, "owner")).toBe(true);
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
