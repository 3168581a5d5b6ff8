const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Dates in the dashboard are shown in UTC, the same clock as the API and the billing period. */
export function formatDateTime(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
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
