import { z } from "zod";
import type { TierPlan } from "@/lib/tiers";

/** A plan as the dashboard API sends it (typed against TierPlan, so the two cannot drift). */
export const tierPlanSchema: z.ZodType<TierPlan> = z.object({
  slug: z.enum(["pay_as_you_go", "starter", "professional"]),
  label: z.string(),
  priceUsd: z.number().nullable(),
  requestsPerMinute: z.number(),
  requestsPerDay: z.number(),
  includedMinutes: z.number(),
});
