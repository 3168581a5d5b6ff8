import { z } from "zod";
import { TIERS, parseTier } from "@/lib/tiers";
import type { Tier } from "@/generated/prisma/enums";

// Its own module: the dashboard's plan and overview operations need it in the browser, and the
// account schemas beside which it lived pull in the password-strength dictionaries.
export const tierSchema = z.string().transform((value, ctx): Tier => {
  const tier = parseTier(value);
  if (!tier) {
    // Named as the API and the CLI's usage write them; any case is accepted.
    const names = Object.values(TIERS).map((plan) => plan.slug);
    ctx.addIssue({ code: "custom", message: `Unknown tier; use one of ${names.join(", ")}` });
    return z.NEVER;
  }
  return tier;
});
