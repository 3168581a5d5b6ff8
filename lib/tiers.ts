import type { Tier } from "@/generated/prisma/enums";

export type TierPlan = {
  /** Lowercase name used in API responses and events (`usage.threshold` reports `starter`). */
  slug: "pay_as_you_go" | "starter" | "professional";
  label: string;
  /** USD per month; null where the customer set none. */
  priceUsd: number | null;
  requestsPerMinute: number;
  requestsPerDay: number;
  /** Minutes included per billing period (calendar month, UTC). Our own choice: the customer set none. */
  includedMinutes: number;
};

/** The subscription tiers, as the customer's contract sets them. The one place these numbers live. */
export const TIERS: Record<Tier, TierPlan> = {
  PAY_AS_YOU_GO: {
    slug: "pay_as_you_go",
    label: "Pay-As-You-Go",
    priceUsd: null,
    requestsPerMinute: 30,
    requestsPerDay: 500,
    includedMinutes: 0,
  },
  STARTER: {
    slug: "starter",
    label: "Starter",
    priceUsd: 99,
    requestsPerMinute: 60,
    requestsPerDay: 2000,
    includedMinutes: 1000,
  },
  PROFESSIONAL: {
    slug: "professional",
    label: "Professional",
    priceUsd: 199,
    requestsPerMinute: 120,
    requestsPerDay: 10000,
    includedMinutes: 3000,
  },
};

export const TIER_NAMES = Object.keys(TIERS) as Tier[];

/** Every plan, in price order, each with its tier name (the Plan page's choices). */
export const PLANS = Object.entries(TIERS).map(([tier, plan]) => ({ tier, ...plan }));

/** Accepts `STARTER`, `starter` or `Starter`; returns undefined for anything else. */
export function parseTier(value: string): Tier | undefined {
  const normalized = value.trim().toUpperCase().replace(/[-\s]/g, "_");
  return TIER_NAMES.find((tier) => tier === normalized);
}
