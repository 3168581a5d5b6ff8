import { z } from "zod";

/** The `usage.threshold` percentages, in the order they are reached. */
export const USAGE_THRESHOLDS = [80, 90, 100] as const;
export type UsageThreshold = (typeof USAGE_THRESHOLDS)[number];

/** GET /api/v1/usage: the account's current billing period (calendar month, UTC). */
export const usageSchema = z.object({
  /** First instant of the period. */
  periodStart: z.iso.datetime({ offset: false }),
  /** First instant after the period (exclusive). */
  periodEnd: z.iso.datetime({ offset: false }),
  minutesUsed: z.number().int().nonnegative(),
  minutesIncluded: z.number().int().nonnegative(),
  tier: z.enum(["pay_as_you_go", "starter", "professional"]),
  /** The thresholds (percent of the included minutes) already reached this period. */
  thresholdsReached: z.array(z.union([z.literal(80), z.literal(90), z.literal(100)])),
});
export type UsageResource = z.infer<typeof usageSchema>;
