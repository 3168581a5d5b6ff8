// squawk in `npm test`: every migration newer than prisma/squawk-baseline.json must pass the
// Postgres migration linter with no finding (an index without CONCURRENTLY, a constraint without
// NOT VALID, a lock taken without lock_timeout/statement_timeout, a dropped column, a timestamp
// without time zone…), and the baseline's record must match what squawk finds in the older ones.
import { expect, test } from "vitest";
import { formatFinding, lintMigrations } from "@/scripts/support/lint-migrations";

const result = lintMigrations();

test("every migration newer than the squawk baseline passes squawk (docs/operating.md says how)", () => {
  expect(result.findings.map(formatFinding)).toEqual([]);
});

test("the baseline lists every older migration with exactly the findings squawk reports, each rule with a reason", () => {
  expect(Object.keys(result.baseline.accepted).length).toBeGreaterThan(0);
  expect(result.drift).toEqual([]);
});
