/**
 * Every dashboard page, in the nav's sections: the one list the sidebar, the phone menu and
 * the e2e page checks read (a page missing from it is caught by tests/components/dashboard-nav).
 * Plain data without "use client", so Playwright and tests can import it.
 */
export type NavSection = { heading: string; links: { href: `/${string}`; label: string }[] };

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
    ],
  },
  {
    heading: "Developers",
    links: [
      { href: "/api-keys", label: "API keys" },
      { href: "/webhooks", label: "Webhooks" },
      { href: "/webhook-events", label: "Webhook events" },
      { href: "/api-reference", label: "API reference" },
    ],
  },
];
