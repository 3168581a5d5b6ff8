import type { Tier } from "@/generated/prisma/enums";
import { TIERS } from "@/lib/tiers";
import type { Limits, WindowName, WindowSpec } from "@/lib/rate-limit-decision";

/** The tiers' windows: the minute slides (no double burst at its boundary), the day is fixed. */
export const TIER_WINDOWS: Record<WindowName, WindowSpec> = {
  minute: { name: "minute", ms: 60_000, sliding: true },
  day: { name: "day", ms: 86_400_000, sliding: false },
};

export function tierLimits(tier: Tier): Limits {
  return { minute: TIERS[tier].requestsPerMinute, day: TIERS[tier].requestsPerDay };
}
