import type { UsageView } from "@/lib/schemas/usage";
import { USAGE_THRESHOLDS } from "@/lib/schemas/usage-thresholds";
import { formatWholeNumber } from "@/lib/dashboard/format";

/**
 * What the alerts mean on the current plan. Each threshold is announced once per period, so
 * after a plan change a threshold reached on the old plan is not sent again: the next alert
 * is the lowest one not yet sent, at that share of the current plan's minutes.
 */
export function usageAlertText(usage: Pick<UsageView, "minutesUsed" | "minutesIncluded" | "thresholdsReached">): string {
  const percent = (usage.minutesUsed / usage.minutesIncluded) * 100;
  const sent = usage.thresholdsReached;
  const next = USAGE_THRESHOLDS.find((threshold) => !sent.includes(threshold));
  const sentText = sent.length
    ? `Alert${sent.length > 1 ? "s" : ""} sent this month: ${sent.join(" %, ")} %${sent.some((t) => t > percent) ? " (under an earlier plan)" : ""}.`
    : "No usage alert sent this month.";
  const nextText =
    next === undefined
      ? "No further alerts this month."
      : `Next alert at ${next} % (${formatWholeNumber(Math.ceil((next * usage.minutesIncluded) / 100))} minutes).`;
  return `${sentText} ${nextText}`;
}
