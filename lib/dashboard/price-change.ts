import type { TierPlan } from "@/lib/tiers";
import { formatUsd as usd } from "./format";

/** What a switch costs, in words: the monthly price difference, or the move to or from usage billing. */
export function priceChange(from: Pick<TierPlan, "label" | "priceUsd">, to: Pick<TierPlan, "label" | "priceUsd">): string {
  if (to.priceUsd === null)
    return `${to.label} has no monthly fee: you pay for what you use instead of ${usd(from.priceUsd ?? 0)} a month.`;
  if (from.priceUsd === null)
    return `${to.label} costs ${usd(to.priceUsd)} a month, billed from today, instead of paying only for what you use.`;
  const difference = to.priceUsd - from.priceUsd;
  return `${to.label} costs ${usd(to.priceUsd)} a month: ${usd(Math.abs(difference))} ${difference > 0 ? "more" : "less"} than ${from.label}.`;
}
