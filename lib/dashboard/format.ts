// Dashboard times and numbers in one fixed form: en-US, UTC. Written out by hand rather than
// with Intl: a page's first Intl formatter loads the browser's locale data, some 60 ms of one
// task on a fast machine (four times that on a phone) in the middle of hydration, on every
// dashboard page. The text is exactly Intl's en-US text (tests/lib/dashboard/format.test.ts
// compares them), so server and browser render alike.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "Nov 22", "1:16 AM" or "1:16:05 AM", and the year, all on the UTC clock. */
function utcParts(value: string | Date, seconds: boolean) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  const hours = date.getUTCHours();
  const clock = `${hours % 12 || 12}:${twoDigits(date.getUTCMinutes())}${seconds ? `:${twoDigits(date.getUTCSeconds())}` : ""}`;
  return {
    monthDay: `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`,
    year: date.getUTCFullYear(),
    time: `${clock} ${hours < 12 ? "AM" : "PM"}`,
  };
}

/**
 * Dates in the dashboard are shown in UTC, the same clock as the API and the billing period:
 * "Nov 22, 2026, 1:16 AM UTC". `seconds` where times order events (logs, deliveries, a call's
 * events): two within a minute must not read alike.
 */
export function formatDateTime(value: string | Date, { seconds = false } = {}): string {
  const { monthDay, year, time } = utcParts(value, seconds);
  return `${monthDay}, ${year}, ${time} UTC`;
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}

/** A date that may be absent (not yet answered, never used): `empty` in its place. */
export function formatOptionalDateTime(value: string | Date | null, empty = "—"): string {
  return value === null ? empty : formatDateTime(value);
}

/** A whole number with thousands separated: "12,500". */
export function formatWholeNumber(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value <= -0.5 ? `-${grouped}` : grouped;
}

/** Whole US dollars, as plan prices are: "$1,299". */
export function formatUsd(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

/**
 * For table cells whose heading says "(UTC)": "Nov 22, 1:16 AM" ("Nov 22, 1:16:05 AM" with
 * `seconds`), with the year only when it is not this one (`now`'s, on the UTC clock).
 */
export function formatShortDateTime(value: string | Date | null, empty = "—", { seconds = false, now = new Date() } = {}): string {
  if (value === null) return empty;
  const { monthDay, year, time } = utcParts(value, seconds);
  return year === now.getUTCFullYear() ? `${monthDay}, ${time}` : `${monthDay}, ${year}, ${time}`;
}

/** A day on the UTC clock, as a chart labels it: "Nov 22". */
export function formatMonthDay(value: string | Date): string {
  return utcParts(value, false).monthDay;
}

/** An endpoint's failures in a row, worded alike on the overview and on Webhooks. */
export function failedDeliveriesInARow(count: number): string {
  return `${count} failed ${count === 1 ? "delivery" : "deliveries"} in a row`;
}
