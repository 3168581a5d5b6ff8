"use client";

import { FormField } from "./form-field";
import { useUrlFilter } from "./use-url-filters";

/** A day as a date field gives it: YYYY-MM-DD, a real date. */
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** A day picked in a date field (YYYY-MM-DD, UTC) as the start of that day, or of the next. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!isDay(day)) return undefined;
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000).toISOString();
}

/**
 * A filter bar's From and To days (UTC), both optional and both included: `start` is the
 * first instant of From, `end` the first instant after To, as ISO strings for the API.
 */
export function useDayRange() {
  // In the address with the page's other filters (use-url-filters.ts), for the pages that write them there.
  const [from, setFrom] = useUrlFilter("from", isDay);
  const [to, setTo] = useUrlFilter("to", isDay);
  return {
    from,
    to,
    setFrom,
    setTo,
    start: dayStart(from),
    end: dayStart(to, 1),
    error: from && to && from > to ? "The end date is before the start date." : undefined,
    chosen: Boolean(from || to),
    clear: () => {
      setFrom("");
      setTo("");
    },
  };
}

export type DayRange = ReturnType<typeof useDayRange>;

/** The two date fields of a `useDayRange`; `idPrefix` keeps their ids unique on the page. */
export function DayRangeFields({ range, idPrefix }: { range: DayRange; idPrefix: string }) {
  return (
    <>
      <FormField
        label="From (UTC)"
        name="from"
        id={`${idPrefix}-from`}
        type="date"
        value={range.from}
        max={range.to || undefined}
        onChange={(event) => range.setFrom(event.target.value)}
      />
      <FormField
        label="To (UTC)"
        name="to"
        id={`${idPrefix}-to`}
        type="date"
        value={range.to}
        min={range.from || undefined}
        error={range.error}
        onChange={(event) => range.setTo(event.target.value)}
      />
    </>
  );
}
