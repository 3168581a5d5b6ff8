import Link from "next/link";

const LINK =
  "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2";
export const PRIMARY_ACTION = `${LINK} bg-accent text-on-accent shadow-sm hover:bg-accent-hover`;
export const SECONDARY_ACTION = `${LINK} border border-border-strong bg-surface text-fg-soft hover:bg-surface-sunken`;

/** The card that not-found and error pages share: a code, a title, a sentence and actions. */
export function StatusPanel({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-border bg-surface px-6 py-10 text-center shadow-sm sm:px-10">
      <p className="font-mono text-sm font-semibold text-accent-fg">{code}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg">{title}</h1>
      <div className="mt-3 text-sm text-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** Links back into the app, for pages that have no navigation of their own. */
export function HomeLinks() {
  return (
    <>
      <Link href="/overview" className={PRIMARY_ACTION}>
        Go to the dashboard
      </Link>
      <Link href="/" className={SECONDARY_ACTION}>
        Home
      </Link>
    </>
  );
}

/** An error page's card: a retry, any other way out, and the digest the server error is logged under. */
export function ErrorPanel({
  title,
  digest,
  reset,
  children,
}: {
  title: string;
  digest?: string;
  reset: () => void;
  children?: React.ReactNode;
}) {
  return (
    <StatusPanel
      code="Error"
      title={title}
      actions={
        <>
          <button type="button" onClick={reset} className={PRIMARY_ACTION}>
            Try again
          </button>
          {children}
        </>
      }
    >
      <p>Something went wrong on our side. Trying again usually helps.</p>
      {digest ? (
        <p className="mt-2">
          Reference for support: <code className="font-mono text-xs">{digest}</code>
        </p>
      ) : null}
    </StatusPanel>
  );
}
