// `npm run lint:migrations`: squawk over every migration newer than prisma/squawk-baseline.json
// (none may have a finding) and the baseline's own record checked (see scripts/support/lint-migrations.ts).
//   npm run lint:migrations              the check (exit 1 on a finding or a stale record)
//   npm run lint:migrations -- --record  prints the baseline's counts as squawk finds them now
import { countByRule, formatFinding, lintMigrations, migrationNames, readBaseline, squawk } from "./support/lint-migrations";

if (process.argv.includes("--record")) {
  const baseline = readBaseline();
  const names = migrationNames().filter((name) => name <= baseline.through);
  const findings = squawk(names);
  const counts = Object.fromEntries(names.map((name) => [name, countByRule(findings.filter((finding) => finding.migration === name))]));
  console.log(JSON.stringify(counts, null, 2));
  process.exit(0);
}

const { baseline, checked, findings, drift } = lintMigrations();
for (const finding of findings) console.log(formatFinding(finding));
for (const line of drift) console.log(`baseline: ${line}`);
console.log(
  `squawk: ${checked.length} migration(s) newer than the baseline (${baseline.through}) checked, ${findings.length} finding(s); ` +
    `${Object.keys(baseline.accepted).length} baseline migration(s), ${drift.length} difference(s) from the record`,
);
if (findings.length > 0) console.log('How to write a migration that passes: docs/operating.md, "Migrations a live database survives".');
process.exit(findings.length > 0 || drift.length > 0 ? 1 : 0);
