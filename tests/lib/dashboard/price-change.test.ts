import { describe, expect, test } from "vitest";
import { priceChange } from "@/lib/dashboard/price-change";
import { TIERS } from "@/lib/tiers";

describe("priceChange", () => {
  test.each([
    [TIERS.PAY_AS_YOU_GO, TIERS.STARTER, "Starter costs $99 a month, billed from today, instead of paying only for what you use."],
    [TIERS.STARTER, TIERS.PROFESSIONAL, "Professional costs $199 a month: $100 more than Starter."],
    [TIERS.PROFESSIONAL, TIERS.STARTER, "Starter costs $99 a month: $100 less than Professional."],
    [TIERS.PROFESSIONAL, TIERS.PAY_AS_YOU_GO, "Pay-As-You-Go has no monthly fee: you pay for what you use instead of $199 a month."],
  ])("%s → %s", (from, to, expected) => {
    expect(priceChange(from, to)).toBe(expected);
  });
});
