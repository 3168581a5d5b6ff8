"use client";

import { type ReactNode, useState } from "react";
import { Button } from "./button";
import { type DayRange, DayRangeFields } from "./day-range-fields";

/** Class names written out whole, so Tailwind finds them. */
const COLUMNS = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/**
 * The filter bar above a list (calls, API logs, audit log): its fields in a grid of two columns
 * on a tablet and `columns` on a desktop, one on a phone, ending in the From and To days of
 * `days`, then `trailing` (a toggle). Filters apply as they change, so the form never submits.
 * On a phone the fields hide behind a "Filters" button that counts the ones in use: seven
 * fields would fill the first screen before a single row of the list.
 */
export function FilterBar({
  label,
  columns,
  days,
  values,
  idPrefix,
  trailing,
  children,
}: {
  /** The form's accessible name, e.g. "Filter calls". */
  label: string;
  columns: keyof typeof COLUMNS;
  days: DayRange;
  /** The filters' values besides the days: the ones not empty are counted on the phone's button. */
  values: string[];
  /** Keeps the day fields' ids unique on the page. */
  idPrefix: string;
  trailing?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const active = [...values, days.from, days.to].filter(Boolean).length;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="mb-4 sm:hidden"
        aria-expanded={open}
        aria-controls={`${idPrefix}-form`}
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide filters" : "Filters"}
        {active > 0 ? ` (${active} in use)` : ""}
      </Button>
      <form
        id={`${idPrefix}-form`}
        aria-label={label}
        className={`mb-4 gap-3 sm:grid sm:grid-cols-2 ${open ? "grid" : "hidden"} ${COLUMNS[columns]}`}
        onSubmit={(event) => event.preventDefault()}
      >
        {children}
        <DayRangeFields range={days} idPrefix={idPrefix} />
        {trailing}
      </form>
    </>
  );
}
