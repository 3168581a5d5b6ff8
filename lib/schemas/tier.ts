import { z } from "zod";
import { TIER_NAMES, parseTier } from "@/lib/tiers";
import type { Tier } from "@/generated/prisma/enums";

// Its own module: the dashboard's plan and overview operations need it in the browser, and the
// account schemas beside which it lived pull in the password-strength dictionaries.
export const tierSchema = z.string().transform((value, ctx): Tier => {
  const tier = parseTier(value);
  if (!tier) {
    ctx.addIssue({ code: "custom", message: `Unknown tier; use one of ${TIER_NAMES.join(", ")}` });
    return z.NEVER;
  }
  return tier;
});
