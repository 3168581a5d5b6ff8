import Link from "next/link";

const LINK =
  "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2";
export const PRIMARY_ACTION = `${LINK} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500`;
export const SECONDARY_ACTION = `${LINK} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;

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
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
      <p className="font-mono text-sm font-semibold text-indigo-700">{code}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 text-sm text-slate-600">{children}</div>
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
