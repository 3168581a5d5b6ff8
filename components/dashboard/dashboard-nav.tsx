"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/access/roles";
import { navFor } from "./dashboard-nav-links";

/**
 * While a link's page is on its way from the server: a pulsing dot beside it. Pages arrive
 * whole with their data (no skeleton in between), so this is the only sign of waiting.
 */
function PendingMark() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <>
      <span aria-hidden className="ml-2 inline-block size-1.5 animate-pulse rounded-full bg-accent-hover align-middle" />
      <span className="sr-only"> (loading)</span>
    </>
  );
}

/** Every dashboard page the member's role may open, in sections; the sidebar on wide screens, the menu on phones. */
export function DashboardNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-5">
      {navFor(role).map((section) => (
        <div key={section.heading} className="flex flex-col gap-1">
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-muted">{section.heading}</p>
          {section.links.map((link) => {
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                className={`rounded-md px-3 py-2 text-sm font-medium md:py-1.5 ${
                  active ? "bg-accent-soft text-accent-fg" : "text-muted hover:bg-surface-sunken hover:text-fg"
                }`}
              >
                {link.label}
                <PendingMark />
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
