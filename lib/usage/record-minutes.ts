import type { DbTransaction } from "@/lib/db";
import { recordEvent, type RecordedEvent } from "@/lib/events/record-event";
import { newId } from "@/lib/ids";
import { TIERS } from "@/lib/tiers";
import { billingPeriod } from "./billing-period";
import { crossedThresholds } from "./crossed-thresholds";

export type RecordedMinutes = { minutesUsed: number; thresholdsReached: number[]; events: RecordedEvent[] };

/**
 * Adds minutes to the account's period containing `at` inside the caller's transaction and
 * writes one `usage.threshold` event per threshold crossed.
 *
 * Exactly once per threshold, also under concurrency: the increment is a single UPDATE, which
 * row-locks the period until the caller commits. A concurrent completion blocks on that lock
 * and then reads the committed minutes *and* thresholdsReached, so it can neither lose an
 * increment nor emit a threshold the first one already emitted.
 */
export async function recordMinutes(
  tx: DbTransaction,
  accountId: string,
  { minutes, at }: { minutes: number; at: Date },
): Promise<RecordedMinutes> {
  const { start, end } = billingPeriod(at);
  // Read before the increment: everything after it runs under the period's row lock.
  const { tier } = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { tier: true } });
  // ON CONFLICT DO NOTHING: two first calls of a month both "create" without a unique error.
  await tx.usagePeriod.createMany({
    data: [{ id: newId("up"), accountId, periodStart: start, periodEnd: end }],
    skipDuplicates: true,
  });
  const period = await tx.usagePeriod.update({
    where: { accountId_periodStart: { accountId, periodStart: start } },
    data: { minutesUsed: { increment: minutes } },
    select: { id: true, minutesUsed: true, thresholdsReached: true },
  });
  const plan = TIERS[tier];
  const crossed = crossedThresholds(period.minutesUsed, plan.includedMinutes, period.thresholdsReached);
  if (crossed.length === 0) return { minutesUsed: period.minutesUsed, thresholdsReached: period.thresholdsReached, events: [] };

  const updated = await tx.usagePeriod.update({
    where: { id: period.id },
    data: { thresholdsReached: { push: crossed } },
    select: { thresholdsReached: true },
  });
  const events: RecordedEvent[] = [];
  for (const threshold of crossed) {
    events.push(
      await recordEvent(
        tx,
        accountId,
        "usage.threshold",
        { threshold, minutesUsed: period.minutesUsed, minutesIncluded: plan.includedMinutes, tier: plan.slug },
        at,
      ),
    );
  }
  return { minutesUsed: period.minutesUsed, thresholdsReached: updated.thresholdsReached, events };
}
