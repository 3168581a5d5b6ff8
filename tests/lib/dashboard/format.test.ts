// The dashboard writes its dates and numbers without Intl (lib/dashboard/format.ts: a page's
// first Intl formatter costs tens of milliseconds of hydration). Intl stays the oracle here:
// the text must be exactly what en-US in UTC has always shown.
import { describe, expect, test } from "vitest";
import { formatDateTime, formatMonthDay, formatShortDateTime, formatUsd, formatWholeNumber } from "@/lib/dashboard/format";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const long = intl({ dateStyle: "medium", timeStyle: "short" });
const longWithSeconds = intl({ dateStyle: "medium", timeStyle: "medium" });
const short = intl({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const shortWithSeconds = intl({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit" });
const monthDay = intl({ month: "short", day: "numeric" });

/** The same 2,000 instants on every run (a fixed-seed generator), 1970 to 2099, and the edges of a day. */
function instants(): Date[] {
  let seed = 0x2f6e2b1;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const random = Array.from({ length: 2_000 }, () => new Date(Math.floor(next() * Date.UTC(2099, 11, 31))));
  const edges = ["00:00:00", "00:59:59", "11:59:59", "12:00:00", "12:01:09", "23:59:59"].map((time) => new Date(`2026-01-01T${time}.000Z`));
  return [...random, ...edges, new Date("2026-12-31T23:59:59.999Z")];
}

describe("dashboard dates and numbers, as Intl's en-US in UTC writes them", () => {
  test("full date and time, with and without seconds, from a Date or an ISO string", () => {
    for (const date of instants()) {
      expect(formatDateTime(date)).toBe(`${long.format(date)} UTC`);
      expect(formatDateTime(date.toISOString(), { seconds: true })).toBe(`${longWithSeconds.format(date)} UTC`);
    }
  });

  test("a table cell's short form: the year only when it is not this one, at the edges of a year too", () => {
    // The clock is given: the last and the first instant of a year, and one in between.
    for (const now of [new Date("2026-12-31T23:59:59.999Z"), new Date("2027-01-01T00:00:00.000Z"), new Date("2026-06-15T12:00:00Z")]) {
      const thisYear = now.getUTCFullYear();
      for (const date of instants()) {
        const sameYear = date.getUTCFullYear() === thisYear;
        expect(formatShortDateTime(date, "—", { now })).toBe(sameYear ? short.format(date) : long.format(date));
        expect(formatShortDateTime(date, "—", { seconds: true, now })).toBe(
          sameYear ? shortWithSeconds.format(date) : longWithSeconds.format(date),
        );
      }
    }
    const lastInstant = new Date("2026-12-31T23:59:59.999Z");
    expect(formatShortDateTime(lastInstant, "—", { now: lastInstant })).toBe("Dec 31, 11:59 PM");
    expect(formatShortDateTime(lastInstant, "—", { now: new Date("2027-01-01T00:00:00.000Z") })).toBe("Dec 31, 2026, 11:59 PM");
    expect(formatShortDateTime(null, "never")).toBe("never");
  });

  test("a chart's day label", () => {
    for (const date of instants()) expect(formatMonthDay(date)).toBe(monthDay.format(date));
  });

  test("an invalid date is an error, as with Intl, not text like 'undefined NaN'", () => {
    expect(() => formatDateTime("not a date")).toThrow(RangeError);
    expect(() => long.format(new Date("not a date"))).toThrow(RangeError);
  });

  test("whole numbers and dollars with thousands separated", () => {
    const whole = new Intl.NumberFormat("en-US");
    for (const value of [0, 7, 999, 1_000, 12_500, 999_999, 1_000_000, 1_234_567_890, -1, -1_500, Number.MAX_SAFE_INTEGER]) {
      expect(formatWholeNumber(value)).toBe(whole.format(value));
    }
    expect(formatUsd(1_299)).toBe("$1,299");
  });
});
