import type { UsageView } from "@/lib/schemas/usage";

const number = new Intl.NumberFormat("en-US");

/** Minutes used against included minutes, with the 80/90/100 % marks the webhooks report. */
export function UsageMeter({ usage }: { usage: UsageView }) {
  if (usage.minutesIncluded === 0) {
    return (
      <p className="text-sm text-slate-600">
        <span className="text-2xl font-bold text-slate-900">{number.format(usage.minutesUsed)}</span> minutes this month, billed as you go.
      </p>
    );
  }
  const percent = Math.round((usage.minutesUsed / usage.minutesIncluded) * 100);
  const tone = percent >= 100 ? "bg-red-500" : percent >= 80 ? "bg-amber-500" : "bg-indigo-500";
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        <span className="text-2xl font-bold text-slate-900">{number.format(usage.minutesUsed)}</span> of{" "}
        {number.format(usage.minutesIncluded)} included minutes ({percent}%)
      </p>
      <div
        role="meter"
        aria-label="Minutes used"
        aria-valuemin={0}
        aria-valuemax={usage.minutesIncluded}
        aria-valuenow={Math.min(usage.minutesUsed, usage.minutesIncluded)}
        className="relative h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(percent, 100)}%` }} />
        {[80, 90].map((mark) => (
          <span key={mark} className="absolute top-0 h-full w-px bg-white" style={{ left: `${mark}%` }} aria-hidden />
        ))}
      </div>
      <p className="text-xs text-slate-500">
        {usage.thresholdsReached.length > 0 ? `Reached ${usage.thresholdsReached.join(" %, ")} % this month.` : "No usage alert this month."}
      </p>
    </div>
  );
}
