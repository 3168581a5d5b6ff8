// GET /api/dashboard/plan – the account's tier and every plan; PUT – switch tier
import { z } from "zod";
import { changeTier } from "@/lib/accounts/change-tier";
import { getAccount } from "@/lib/accounts/get-account";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { tierSchema } from "@/lib/schemas/account";
import { TIERS } from "@/lib/tiers";

const plans = Object.entries(TIERS).map(([tier, plan]) => ({ tier, ...plan }));

export const GET = withSession(async ({ accountId }) => {
  const account = await getAccount(accountId);
  return json({ tier: account.tier, plans });
});

export const PUT = withSession(async ({ accountId, body }) => json({ ...(await changeTier(accountId, body.tier)), plans }), {
  body: z.strictObject({ tier: tierSchema }),
});
