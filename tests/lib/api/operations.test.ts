// One definition per operation: every route is built from an operation of a registry, and
// every operation of a registry is served by the route file its path names.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { routeFileOf } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { roleAtLeast, roleRequiredMessage, ROLES } from "@/lib/access/roles";
import { listRouteFiles, ROUTES_WITHOUT_OPERATIONS, servedOperations } from "../../support/route-files";

const REGISTERED = [...API_OPERATIONS, ...DASHBOARD_OPERATIONS];
const root = path.resolve(import.meta.dirname, "../../..");

describe("the operation registries", () => {
  test("ids are unique and each path belongs to one family (/api/v1, /api/dashboard, or the sign-in pages' /api/auth)", () => {
    expect(new Set(REGISTERED.map((operation) => operation.id)).size).toBe(REGISTERED.length);
    for (const operation of API_OPERATIONS) expect(operation.path).toMatch(/^\/api\/v1\//);
    for (const operation of DASHBOARD_OPERATIONS) {
      expect(operation.path).toMatch(/^\/api\/(dashboard|auth)\//);
      // The dashboard's API is for signed-in members, but for people who cannot sign in (or not
      // yet fully): the "Forgot password?" steps, the public steps of accepting an invitation,
      // and the sign-in pages' own (sign-up, the second step, a passkey challenge).
      const forPeopleWithoutSession =
        operation.path.startsWith("/api/dashboard/password-reset/") ||
        operation.path.startsWith("/api/dashboard/invitation/") ||
        operation.path.startsWith("/api/auth/");
      expect(operation.access, operation.id).toBe(forPeopleWithoutSession ? "public" : "session");
    }
  });

  test.each(REGISTERED.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    "%s is served by its route file under its method",
    async (_name, operation) => {
      const file = routeFileOf(operation.path);
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(await servedOperations(file)).toContain(operation);
    },
  );

  test("every route file under app/api is built from registered operations (or is a known exception)", async () => {
    const files = listRouteFiles().filter((file) => !ROUTES_WITHOUT_OPERATIONS.includes(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const served = await servedOperations(file);
      expect(served.length, `${file} serves no operation`).toBeGreaterThan(0);
      for (const operation of served) expect(REGISTERED, `${file}: ${operation.id} is in no registry`).toContain(operation);
    }
  });
});

describe("roles", () => {
  test("each role may do what the roles after it may, and nothing of those before it", () => {
    ROLES.forEach((role, rank) => {
      ROLES.forEach((least, leastRank) => {
        expect(roleAtLeast(role, least), `${role} vs ${least}`).toBe(rank <= leastRank);
      });
    });
  });

  test("the refusal names the role needed and the caller's", () => {
    expect(roleRequiredMessage("developer", "viewer")).toBe("This needs the developer role or higher; you are a viewer");
    expect(roleRequiredMessage("admin", "developer")).toBe("This needs the admin role or higher; you are a developer");
    expect(roleRequiredMessage("owner", "admin")).toBe("This needs the owner role; you are an admin");
  });

  test("every session operation declares the least role that may call it; the others declare none", () => {
    for (const operation of REGISTERED) {
      if (operation.access === "session") expect(ROLES, operation.id).toContain(operation.role);
      else expect(operation.role, operation.id).toBeUndefined();
    }
  });

  test("a viewer reads no secret; only the owner changes the plan", () => {
    const revealSecret = DASHBOARD_OPERATIONS.find((operation) => operation.id === "dashboardRevealSigningSecret");
    expect(revealSecret?.role).toBe("developer");
    const changePlan = DASHBOARD_OPERATIONS.find((operation) => operation.id === "dashboardChangePlan");
    expect(changePlan?.role).toBe("owner");
  });
});
