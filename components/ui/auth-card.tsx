import Link from "next/link";

/**
 * The frame of the sign-in and sign-up pages. Held at a fixed distance from the top, not centred
 * vertically: a phone paints the page while its HTML is still arriving, and a centred card moved
 * up by half of every field added below (the sign-in card jumped 108 px, a layout shift of 0.07).
 */
export function AuthCard({ title, children, footer }: { title: string; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <main className="flex min-h-screen justify-center px-4 pt-[12vh] pb-12">
      <div className="w-full max-w-sm space-y-6">
        <Link href="/" className="block text-center text-sm font-semibold uppercase tracking-wide text-accent-fg">
          Voice Assistant Service
        </Link>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-sm">
          <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
          {children}
        </div>
        <p className="text-center text-sm text-muted">{footer}</p>
      </div>
    </main>
  );
}
