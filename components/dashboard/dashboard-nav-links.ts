/**
 * Every dashboard page, in the nav's sections: the one list the sidebar, the phone menu and
 * the e2e page checks read (a page missing from it is caught by tests/components/dashboard-nav).
 * Plain data without "use client", so Playwright and tests can import it. A link with
 * `visibleTo` is shown to the roles that policy allows only (the page itself says so to the others).
 */
import { canSeeAuditLog } from "@/lib/access/audit-policy";
import { canSeeRequestLogs } from "@/lib/access/api-log-policy";
import type { Decision } from "@/lib/access/decision";
import type { Role } from "@/lib/access/roles";

/** `visibleTo`: the access policy (lib/access) that decides who may open the page. */
export type NavLink = { href: `/${string}`; label: string; visibleTo?: (role: Role) => Decision };
export type NavSection = { heading: string; links: NavLink[] };

export const DASHBOARD_NAV: readonly NavSection[] = [
  {
    heading: "Workspace",
    links: [
      { href: "/overview", label: "Overview" },
      { href: "/assistants", label: "Assistants" },
      { href: "/calls", label: "Calls" },
      { href: "/plan", label: "Plan" },
      { href: "/team", label: "Team" },
      { href: "/account", label: "Account" },
      { href: "/audit-log", label: "Audit log", visibleTo: canSeeAuditLog },
    ],
  },
  {
    heading: "Developers",
    links: [
      { href: "/api-keys", label: "API keys" },
      { href: "/api-logs", label: "API logs", visibleTo: canSeeRequestLogs },
      { href: "/webhooks", label: "Webhooks" },
      { href: "/webhook-events", label: "Webhook events" },
      { href: "/api-reference", label: "API reference" },
    ],
  },
];

/** The nav as a member of `role` sees it: links their role may not open left out. */
export function navFor(role: Role): NavSection[] {
  return DASHBOARD_NAV.map((section) => ({
    ...section,
    links: section.links.filter((link) => !link.visibleTo || link.visibleTo(role).allowed),
  }));
}
