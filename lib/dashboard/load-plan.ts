import { getAccount } from "@/lib/accounts/get-account";
import { TIERS } from "@/lib/tiers";

/** Every plan, in price order, each with its tier name. */
export const PLANS = Object.entries(TIERS).map(([tier, plan]) => ({ tier, ...plan }));

/** The plan screen: the account's tier and every plan it can switch to. */
export async function loadPlan(accountId: string) {
  const account = await getAccount(accountId);
  return { tier: account.tier as string, plans: PLANS };
}
