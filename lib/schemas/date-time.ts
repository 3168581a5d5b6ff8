import { z } from "zod";

const DAY_MS = 86_400_000;

/**
 * A point in time given as an ISO 8601 date-time with a zone (`2027-01-31T23:59:59Z`), a date
 * (`2027-01-31`, midnight UTC) or a Date, not before now and at most `maxDaysAhead` days from
 * now. Postgres and JavaScript disagree far beyond year 9999, and a date decades ahead is a
 * typo, so the bound is part of the rule.
 */
export function futureDateTime({ maxDaysAhead, field }: { maxDaysAhead: number; field: string }) {
  const format = `${field} must be a date or date-time such as 2027-01-31T23:59:59Z`;
  const text = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));
  return z
    .union([z.date(), text], { error: format })
    .refine((date) => !Number.isNaN(date.getTime()), format)
    .refine((date) => date.getTime() > Date.now(), `${field} must be in the future`)
    .refine((date) => date.getTime() <= Date.now() + maxDaysAhead * DAY_MS, `${field} can be at most ${maxDaysAhead} days ahead`);
}

// Postgres and Prisma store the years 0001–9999 (UTC). Kept out by the text alone, so the
// document can say it: year 0000, and the two days whose offset crosses the bounds.
const STORABLE_YEAR = /^(?!0000-)(?!0001-01-01T[^Z]*\+)(?!9999-12-31T[^Z]*-)/;
const ISO_DATE_TIME = z.regexes.datetime({ offset: true });

/**
 * An ISO 8601 date-time with seconds and a zone (`Z` or `±hh:mm`), as text, in a year the
 * database stores. The document's `format: date-time` alone is looser than the validator
 * (RFC 3339 readers take a lowercase `t`, a space or a leap second), so the whole rule goes
 * into the document as a `pattern` too.
 */
export function isoDateTimeText(error: string) {
  return z.iso
    .datetime({ offset: true, error })
    .refine((text) => STORABLE_YEAR.test(text), "Use a year between 0001 and 9999 (UTC)")
    .meta({ pattern: `${STORABLE_YEAR.source}${ISO_DATE_TIME.source.slice(1)}` });
}
