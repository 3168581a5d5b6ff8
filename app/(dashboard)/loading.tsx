// While a dashboard page renders on the server: the shape of a page (title and two cards),
// so the layout does not jump when it arrives.
export default function DashboardLoading() {
  return (
    <div role="status" aria-live="polite" className="max-w-5xl animate-pulse space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="space-y-2">
        <div className="h-7 w-48 rounded bg-slate-200" />
        <div className="h-4 w-80 max-w-full rounded bg-slate-200" />
      </div>
      <div className="h-40 rounded-xl border border-slate-200 bg-white" />
      <div className="h-64 rounded-xl border border-slate-200 bg-white" />
    </div>
  );
}
