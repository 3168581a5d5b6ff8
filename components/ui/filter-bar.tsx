"use client";

import type { ReactNode } from "react";
import { type DayRange, DayRangeFields } from "./day-range-fields";

/** Class names written out whole, so Tailwind finds them. */
const COLUMNS = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/**
 * The filter bar above a list (calls, API logs, audit log): its fields in a grid of two columns
 * on a tablet and `columns` on a desktop, one on a phone, ending in the From and To days of
 * `days`, then `trailing` (a toggle). Filters apply as they change, so the form never submits.
 */
export function FilterBar({
  label,
  columns,
  days,
  idPrefix,
  trailing,
  children,
}: {
  /** The form's accessible name, e.g. "Filter calls". */
  label: string;
  columns: keyof typeof COLUMNS;
  days: DayRange;
  /** Keeps the day fields' ids unique on the page. */
  idPrefix: string;
  trailing?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form aria-label={label} className={`mb-4 grid gap-3 sm:grid-cols-2 ${COLUMNS[columns]}`} onSubmit={(event) => event.preventDefault()}>
      {children}
      <DayRangeFields range={days} idPrefix={idPrefix} />
      {trailing}
    </form>
  );
}
