import Link from "next/link";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { SignOutButton } from "@/components/dashboard/sign-out-button";
import { Providers } from "@/components/providers";
import { requireSessionUser } from "@/lib/auth/require-session-user";

// Every dashboard page needs a session and reads live data.
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireSessionUser();
  return (
    <Providers>
      <div className="min-h-screen md:flex">
        <aside className="border-b border-slate-200 bg-white px-4 py-4 md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0 md:border-b-0 md:border-r">
          <div className="mb-4 flex items-center justify-between md:mb-8 md:block">
            <Link href="/overview" className="text-sm font-semibold uppercase tracking-wide text-indigo-600">
              Voice Assistant Service
            </Link>
            <div className="flex items-center gap-3 md:mt-3 md:justify-between">
              <span className="max-w-40 truncate text-xs text-slate-500" title={user.email ?? undefined}>
                {user.email}
              </span>
              <SignOutButton />
            </div>
          </div>
          <DashboardNav />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 md:px-10 md:py-10">{children}</main>
      </div>
    </Providers>
  );
}
