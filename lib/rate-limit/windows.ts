import type { Tier } from "@/generated/prisma/enums";
import { TIERS } from "@/lib/tiers";
import type { Limits, WindowName } from "./types";

export const WINDOW_MS: Record<WindowName, number> = { minute: 60_000, day: 86_400_000 };

export function tierLimits(tier: Tier): Limits {
  return { minute: TIERS[tier].requestsPerMinute, day: TIERS[tier].requestsPerDay };
}
