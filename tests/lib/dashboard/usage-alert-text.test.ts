import { describe, expect, test } from "vitest";
import { usageAlertText } from "@/lib/dashboard/usage-alert-text";
import type { UsageView } from "@/lib/schemas/usage";

type Usage = Pick<UsageView, "minutesUsed" | "minutesIncluded" | "thresholdsReached">;

describe("usageAlertText", () => {
  test.each<[Usage, string]>([
    [
      { minutesUsed: 100, minutesIncluded: 1000, thresholdsReached: [] },
      "No usage alert sent this month. Next alert at 80 % (800 minutes).",
    ],
    [
      { minutesUsed: 810, minutesIncluded: 1000, thresholdsReached: [80] },
      "Alert sent this month: 80 %. Next alert at 90 % (900 minutes).",
    ],
    [
      { minutesUsed: 1200, minutesIncluded: 1000, thresholdsReached: [80, 90, 100] },
      "Alerts sent this month: 80 %, 90 %, 100 %. No further alerts this month.",
    ],
    // After an upgrade from 1,000 to 3,000 minutes: 27 % used, 80 % already announced.
    [
      { minutesUsed: 810, minutesIncluded: 3000, thresholdsReached: [80] },
      "Alert sent this month: 80 % (under an earlier plan). Next alert at 90 % (2,700 minutes).",
    ],
    [{ minutesUsed: 1, minutesIncluded: 3, thresholdsReached: [] }, "No usage alert sent this month. Next alert at 80 % (3 minutes)."],
  ])("%o → %s", (usage, expected) => {
    expect(usageAlertText(usage)).toBe(expected);
  });
});
