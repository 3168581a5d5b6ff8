import { db } from "@/lib/db";
import { billingPeriod } from "./billing-period";

export type UsageBreakdown = {
  periodStart: string;
  periodEnd: string;
  /** Every day of the period up to `at` (UTC dates, oldest first), zero where nothing was billed. */
  days: { date: string; minutes: number }[];
  /** Assistants with billed minutes this period, most minutes first. */
  assistants: { assistantId: string; assistantName: string; minutes: number }[];
};

/**
 * Billed minutes of the period containing `at`, per day and per assistant. Counted the way
 * usage is recorded: ceil(duration / 60) of each completed call, on the day it ended, so the
 * days add up to the period's `minutesUsed`.
 */
export async function getUsageBreakdown(accountId: string, at: Date = new Date()): Promise<UsageBreakdown> {
  const { start, end } = billingPeriod(at);
  const [perDay, perAssistant] = await Promise.all([
    // The day in UTC whatever the session's zone: `AT TIME ZONE 'UTC'` turns the timestamptz
    // into UTC wall-clock time before it is cut.
    db.$queryRaw<{ day: string; minutes: number }[]>`
      SELECT to_char(date_trunc('day', "endedAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
             SUM(CEIL("duration" / 60.0))::int AS minutes
      FROM "Call"
      WHERE "accountId" = ${accountId} AND "status" = 'completed' AND "endedAt" >= ${start} AND "endedAt" < ${end}
      GROUP BY 1`,
    // Plain SQL: Prisma's groupBy cannot sum ceil(duration / 60) per call. The name shown is
    // the one of the assistant's latest call (a call keeps the name it was taken under).
    db.$queryRaw<{ assistantId: string; assistantName: string; minutes: number }[]>`
      SELECT "assistantId",
             (ARRAY_AGG("assistantName" ORDER BY "id" DESC))[1] AS "assistantName",
             SUM(CEIL("duration" / 60.0))::int AS minutes
      FROM "Call"
      WHERE "accountId" = ${accountId} AND "status" = 'completed' AND "endedAt" >= ${start} AND "endedAt" < ${end}
      GROUP BY "assistantId"
      ORDER BY minutes DESC, "assistantId"`,
  ]);
  const minutesByDay = new Map(perDay.map((row) => [row.day, row.minutes]));
  const lastDay = new Date(Math.min(at.getTime(), end.getTime() - 1));
  const days: UsageBreakdown["days"] = [];
  for (let day = start; day <= lastDay; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, minutes: minutesByDay.get(date) ?? 0 });
  }
  return { periodStart: start.toISOString(), periodEnd: end.toISOString(), days, assistants: perAssistant };
}
