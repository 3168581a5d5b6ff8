import { z } from "zod";
import { USAGE_THRESHOLDS, type UsageThreshold } from "./usage-thresholds";

export { USAGE_THRESHOLDS, type UsageThreshold };

/**
 * One threshold. A zod enum, written in the OpenAPI document as one
 * `{ "type": "integer", "enum": [80, 90, 100] }`: a union of literals would be an `anyOf` with no
 * `type`, which Scalar's reference reports as a document validation error (and `z.literal([…])`
 * is written with its first value only). The keys only name the values: zod reads a numeric key
 * as a TypeScript enum's reverse mapping and drops it.
 */
export const usageThresholdSchema = z.enum(
  Object.fromEntries(USAGE_THRESHOLDS.map((threshold) => [`${threshold}%`, threshold])) as Record<`${UsageThreshold}%`, UsageThreshold>,
);

/** GET /api/v1/usage: the account's current billing period (calendar month, UTC). */
export const usageSchema = z
  .object({
    periodStart: z.iso
      .datetime({ offset: false })
      .meta({ description: "First instant of the billing period (calendar month, UTC).", example: "2026-11-01T00:00:00.000Z" }),
    periodEnd: z.iso
      .datetime({ offset: false })
      .meta({ description: "First instant after the period (exclusive).", example: "2026-12-01T00:00:00.000Z" }),
    minutesUsed: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: "Sum of ceil(duration / 60) of the period's completed calls.", example: 812 }),
    minutesIncluded: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: "Minutes included in the tier (0 for Pay-As-You-Go).", example: 1000 }),
    tier: z.enum(["pay_as_you_go", "starter", "professional"]).meta({ example: "starter" }),
    thresholdsReached: z.array(usageThresholdSchema).meta({
      description: "Percentages of the included minutes reached this period, each announced once by `usage.threshold`.",
      example: [80],
    }),
  })
  .meta({ id: "Usage" });
export type UsageView = z.infer<typeof usageSchema>;
