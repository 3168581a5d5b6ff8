import type { Tier } from "@/generated/prisma/enums";
import { TIERS } from "@/lib/tiers";
import type { WindowName } from "./types";

export const WINDOW_MS: Record<WindowName, number> = { minute: 60_000, day: 86_400_000 };

export function windowTokens(window: WindowName, tier: Tier): number {
  const plan = TIERS[tier];
  return window === "minute" ? plan.requestsPerMinute : plan.requestsPerDay;
}
