import type { Overview } from "@/lib/dashboard/queries/use-overview";
import { usageAlertText } from "@/lib/dashboard/usage-alert-text";
import { formatWholeNumber } from "@/lib/dashboard/format";

/** The usage alerts' thresholds, marked on the meter. */
const ALERT_MARKS = [80, 90];

/** Minutes used against included minutes, with the 80/90 % marks the usage alerts use. */
export function UsageMeter({ usage }: { usage: Overview["usage"] }) {
  if (usage.minutesIncluded === 0) {
    return (
      <p className="text-sm text-muted">
        <span className="text-2xl font-bold text-fg">{formatWholeNumber(usage.minutesUsed)}</span> minutes this month, billed as you go.
      </p>
    );
  }
  const percent = Math.round((usage.minutesUsed / usage.minutesIncluded) * 100);
  const tone = percent >= 100 ? "bg-danger-solid" : percent >= 80 ? "bg-warning-solid" : "bg-accent";
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">
        <span className="text-2xl font-bold text-fg">{formatWholeNumber(usage.minutesUsed)}</span> of{" "}
        {formatWholeNumber(usage.minutesIncluded)} included minutes ({percent} %)
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot be styled alike in every browser; the ARIA meter reads the same */}
      <div
        role="meter"
        aria-label="Minutes used"
        aria-valuemin={0}
        aria-valuemax={usage.minutesIncluded}
        aria-valuenow={Math.min(usage.minutesUsed, usage.minutesIncluded)}
        className="relative h-3 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(percent, 100)}%` }} />
        {ALERT_MARKS.map((mark) => (
          <span key={mark} className="absolute top-0 h-full w-0.5 bg-fg-soft" style={{ left: `${mark}%` }} aria-hidden />
        ))}
      </div>
      {/* The marks' labels, under them: the alerts the text below names. */}
      <div className="relative h-4 text-xs text-muted" aria-hidden>
        {ALERT_MARKS.map((mark) => (
          <span
            key={mark}
            className={`absolute ${mark === ALERT_MARKS[0] ? "-translate-x-full pr-1" : "pl-1"}`}
            style={{ left: `${mark}%` }}
          >
            {mark} %
          </span>
        ))}
      </div>
      <p className="text-xs text-muted" data-testid="usage-alerts">
        {usageAlertText(usage)}
      </p>
    </div>
  );
}
