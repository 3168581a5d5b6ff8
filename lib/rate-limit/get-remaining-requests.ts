import type { Tier } from "@/generated/prisma/enums";
import { getRateLimiter } from "./rate-limiter";
import { limitsFor } from "./limits-for";
import type { WindowName } from "@/lib/rate-limit-decision";

export type RemainingRequests = Record<WindowName, { limit: number; remaining: number; reset: number }>;

/**
 * What an account's API keys may still send this minute and today, read without counting a
 * request. The identifier is the one the request pipeline counts under (lib/api/pipeline/identify-caller).
 */
export async function getRemainingRequests(accountId: string, tier: Tier): Promise<RemainingRequests> {
  const windows = await getRateLimiter().peek(limitsFor(tier, accountId), `acct:${accountId}`);
  const view = ({ limit, remaining, reset }: RemainingRequests[WindowName]) => ({ limit, remaining: Math.max(0, remaining), reset });
  return { minute: view(windows.minute), day: view(windows.day) };
}
