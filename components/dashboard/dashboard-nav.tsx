"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const SECTIONS = [
  {
    heading: "Workspace",
    links: [
      { href: "/overview", label: "Overview" },
      { href: "/assistants", label: "Assistants" },
      { href: "/calls", label: "Calls" },
      { href: "/plan", label: "Plan" },
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

export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard" className="flex gap-6 overflow-x-auto md:flex-col md:gap-5">
      {SECTIONS.map((section) => (
        <div key={section.heading} className="flex shrink-0 gap-1 md:flex-col">
          <p className="hidden px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 md:block">{section.heading}</p>
          {section.links.map((link) => {
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${
                  active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {link.label}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
