import { getServerSession } from "next-auth";
import Link from "next/link";
import { authOptions } from "@/lib/identity/sign-in/auth-options";

const PRIMARY_LINK =
  "rounded-md bg-accent px-5 py-2.5 font-medium text-on-accent shadow-sm hover:bg-accent-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2";
const SECONDARY_LINK = "rounded-md border border-border-strong bg-surface px-5 py-2.5 font-medium text-fg-soft hover:bg-surface-sunken";

export default async function HomePage() {
  const session = await getServerSession(authOptions);
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-8 px-6 py-16">
      <div className="space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-fg">Voice Assistant Service</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Voice assistants that answer your calls.</h1>
        <p className="text-lg text-muted">
          Create assistants, manage API keys and your webhook URL in the dashboard, drive everything from the REST API at{" "}
          <code className="rounded bg-surface-sunken px-1.5 py-0.5 text-base">/api/v1</code>, and receive signed events for every call.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {session ? (
          <Link href="/overview" className={PRIMARY_LINK}>
            Open the dashboard
          </Link>
        ) : (
          <>
            <Link href="/sign-in" className={PRIMARY_LINK}>
              Sign in
            </Link>
            <Link href="/sign-up" className={SECONDARY_LINK}>
              Create an account
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
