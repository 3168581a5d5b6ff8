import { z } from "zod";

// Validation messages written for a person, for every schema that does not say its own
// ("Use at least 8 characters" rather than "Too small: expected string to have >=8 characters").
// A message given in a schema still wins; this only replaces zod's defaults.

const NOUNS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

function sizeMessage(issue: { origin: string; minimum?: unknown; maximum?: unknown }, limit: "minimum" | "maximum"): string {
  const bound = String(issue[limit]);
  const atLeast = limit === "minimum" ? "at least" : "at most";
  if (issue.origin === "string") return `Use ${atLeast} ${bound} characters`;
  if (issue.origin === "array" || issue.origin === "set") return `Give ${atLeast} ${bound} ${Number(bound) === 1 ? "item" : "items"}`;
  if (issue.origin === "date")
    return `Use a date ${limit === "minimum" ? "on or after" : "on or before"} ${new Date(Number(bound)).toISOString()}`;
  return `Use a number ${atLeast} ${bound}`;
}

z.config({
  // Schemas also load in the browser (the dashboard imports their constants), under a CSP
  // without 'unsafe-eval': zod's compiled fast path would probe `new Function` there and the
  // browser would report a violation on every page. The server keeps the faster compiled path.
  jitless: typeof window !== "undefined",
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined ? "Required" : `Must be ${NOUNS[issue.expected] ?? issue.expected}`;
      case "too_small":
        return sizeMessage(issue, "minimum");
      case "too_big":
        return sizeMessage(issue, "maximum");
      case "invalid_value":
        return `Use one of: ${issue.values.map((value) => String(value)).join(", ")}`;
      case "invalid_format":
        return issue.format === "regex"
          ? "Has the wrong format"
          : `Must be a valid ${issue.format === "datetime" ? "ISO 8601 date-time" : issue.format}`;
      case "not_multiple_of":
        return `Use a multiple of ${String(issue.divisor)}`;
      default:
        return undefined;
    }
  },
});
