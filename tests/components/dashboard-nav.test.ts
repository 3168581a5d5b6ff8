// The nav is the one list of dashboard pages (the e2e page checks read it too): a page
// folder the nav does not link, or a link to no page, fails here.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { DASHBOARD_NAV } from "@/components/dashboard/dashboard-nav-links";

test("the nav links every dashboard page and nothing else", () => {
  const dashboard = path.resolve(__dirname, "../../app/(dashboard)");
  const pages = readdirSync(dashboard, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}`);
  const links = DASHBOARD_NAV.flatMap((section) => section.links.map((link) => link.href));
  expect([...links].sort()).toEqual(pages.sort());
});

test("a link with a policy shows to the roles it allows only: the audit log to admins and owners", async () => {
  const { navFor } = await import("@/components/dashboard/dashboard-nav-links");
  const hrefs = (role: "owner" | "admin" | "developer" | "viewer") =>
    navFor(role).flatMap((section) => section.links.map((link) => link.href));
  expect(hrefs("owner")).toContain("/audit-log");
  expect(hrefs("admin")).toContain("/audit-log");
  expect(hrefs("developer")).not.toContain("/audit-log");
  expect(hrefs("viewer")).not.toContain("/audit-log");
  expect(hrefs("viewer")).toContain("/overview");
});
