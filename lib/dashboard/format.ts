const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateTimeWithSeconds = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/**
 * Dates in the dashboard are shown in UTC, the same clock as the API and the billing period.
 * `seconds` where times order events (logs, deliveries, a call's events): two within a minute
 * must not read alike.
 */
export function formatDateTime(value: string | Date, { seconds = false } = {}): string {
  return `${(seconds ? dateTimeWithSeconds : dateTime).format(new Date(value))} UTC`;
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}

/** A date that may be absent (not yet answered, never used): `empty` in its place. */
export function formatOptionalDateTime(value: string | Date | null, empty = "—"): string {
  return value === null ? empty : formatDateTime(value);
}

const wholeNumber = new Intl.NumberFormat("en-US");

/** Whole US dollars, as plan prices are: "$1,299". */
export function formatUsd(amount: number): string {
  return `$${wholeNumber.format(amount)}`;
}

const shortDateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});
const shortDateTimeWithSeconds = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "UTC",
});

/**
 * For table cells whose heading says "(UTC)": "Nov 22, 1:16 AM" ("Nov 22, 1:16:05 AM" with
 * `seconds`), with the year only when it is not this one.
 */
export function formatShortDateTime(value: string | Date | null, empty = "—", { seconds = false } = {}): string {
  if (value === null) return empty;
  const date = new Date(value);
  if (date.getUTCFullYear() !== new Date().getUTCFullYear()) return formatDateTime(date, { seconds }).replace(/ UTC$/, "");
  return (seconds ? shortDateTimeWithSeconds : shortDateTime).format(date);
}

/** An endpoint's failures in a row, worded alike on the overview and on Webhooks. */
export function failedDeliveriesInARow(count: number): string {
  return `${count} failed ${count === 1 ? "delivery" : "deliveries"} in a row`;
}
