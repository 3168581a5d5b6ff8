import { USAGE_THRESHOLDS, type UsageThreshold } from "@/lib/schemas/usage";

/**
 * The thresholds that `minutesUsed` has reached and that were not reached before. Integer
 * arithmetic: 800 of 1,000 minutes is exactly 80 %. No included minutes, no thresholds.
 */
export function crossedThresholds(minutesUsed: number, minutesIncluded: number, alreadyReached: readonly number[]): UsageThreshold[] {
  if (minutesIncluded <= 0) return [];
  return USAGE_THRESHOLDS.filter((threshold) => minutesUsed * 100 >= threshold * minutesIncluded && !alreadyReached.includes(threshold));
}
