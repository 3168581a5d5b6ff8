import { cookies } from "next/headers";
import Link from "next/link";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { MobileNav } from "@/components/dashboard/mobile-nav";
import { SignOutButton } from "@/components/dashboard/sign-out-button";
import { Providers } from "@/components/providers";
import { parseTheme, THEME_COOKIE } from "@/components/ui/theme";
import { ThemePicker } from "@/components/ui/theme-picker";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { ROLE_LABELS } from "@/lib/access/roles";

// Every dashboard page needs a session and reads live data.
export const dynamic = "force-dynamic";

const brand = (
  <Link href="/overview" className="whitespace-nowrap text-sm font-semibold uppercase text-accent-fg">
    Voice Assistant Service
  </Link>
);

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireSessionUser();
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <Providers role={user.role}>
      <div className="min-h-screen md:flex">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3 md:hidden">
          {brand}
          <MobileNav email={user.email} role={user.role} theme={theme} />
        </header>
        {/* The aside stretches with the page; its content stays in view while the page scrolls. */}
        <aside className="hidden border-r border-border bg-surface md:block md:w-60 md:shrink-0">
          <div className="sticky top-0 max-h-screen overflow-y-auto px-4 py-4">
            <div className="mb-8">
              {brand}
              <div className="mt-3 space-y-1">
                <p className="truncate text-xs text-muted" title={user.email}>
                  {user.email}
                </p>
                <p className="text-xs text-muted" data-testid="member-role">
                  Role: <span className="font-medium text-fg">{ROLE_LABELS[user.role]}</span>
                </p>
                <div className="pt-2">
                  <SignOutButton />
                </div>
                <div className="pt-2">
                  <ThemePicker initial={theme} />
                </div>
              </div>
            </div>
            <DashboardNav role={user.role} />
          </div>
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 md:px-10 md:py-10">{children}</main>
      </div>
    </Providers>
  );
}
