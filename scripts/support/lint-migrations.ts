// squawk (the Postgres migration linter) over prisma/migrations, against the recorded baseline:
// the migrations up to `through` in prisma/squawk-baseline.json keep exactly the findings
// recorded there (with why they were accepted); every newer migration must have none.
// Run by `npm run lint:migrations` and tests/prisma/migrations-lint.test.ts (in `npm test`).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const MIGRATIONS_DIR = path.join(root, "prisma/migrations");
export const BASELINE_FILE = path.join(root, "prisma/squawk-baseline.json");

export type Finding = { migration: string; file: string; line: number; rule: string; message: string; help: string | null };

export type Baseline = {
  /** The newest migration the baseline covers: every migration named after it is checked strictly. */
  through: string;
  /** Per rule, why its findings in the baseline's migrations were accepted. */
  rules: Record<string, string>;
  /** Per migration up to `through`: squawk's findings by rule (exact counts) and why they stand. */
  accepted: Record<string, { findings: Record<string, number>; why: string }>;
};

export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readBaseline(): Baseline {
  return JSON.parse(readFileSync(BASELINE_FILE, "utf8")) as Baseline;
}

/** squawk's findings for the given migrations, with the repository's .squawk.toml. */
export function squawk(migrations: string[]): Finding[] {
  if (migrations.length === 0) return [];
  const files = migrations.map((name) => path.join("prisma/migrations", name, "migration.sql"));
  const result = spawnSync(path.join(root, "node_modules/.bin/squawk"), ["--config", ".squawk.toml", "--reporter", "json", ...files], {
    cwd: root,
    encoding: "utf8",
  });
  // Exit 1 means "findings"; anything else (no binary, a parse error) is the check failing to run.
  if (result.error || (result.status !== 0 && result.status !== 1) || !result.stdout.trim().startsWith("[")) {
    throw new Error(`squawk did not run: ${result.error?.message ?? `exit ${result.status}`}\n${result.stdout}${result.stderr}`);
  }
  const raw = JSON.parse(result.stdout) as { file: string; line: number; rule_name: string; message: string; help: string | null }[];
  return raw.map((finding) => ({
    migration: path.basename(path.dirname(finding.file)),
    file: finding.file,
    // squawk's JSON counts lines from 0.
    line: finding.line + 1,
    rule: finding.rule_name,
    message: finding.message,
    help: finding.help,
  }));
}

export function countByRule(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { rule } of findings) counts[rule] = (counts[rule] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export type MigrationLint = {
  baseline: Baseline;
  /** Migrations newer than the baseline, each checked strictly. */
  checked: string[];
  /** Their findings: each one fails the check. */
  findings: Finding[];
  /** Baseline migrations whose findings differ from the record (an edited migration or a stale record), and missing ones. */
  drift: string[];
};

export function lintMigrations(): MigrationLint {
  const baseline = readBaseline();
  const names = migrationNames();
  const old = names.filter((name) => name <= baseline.through);
  const checked = names.filter((name) => name > baseline.through);
  const drift: string[] = [];
  for (const name of Object.keys(baseline.accepted))
    if (!old.includes(name)) drift.push(`${name}: listed in the baseline, not in prisma/migrations`);
  const oldFindings = squawk(old);
  for (const name of old) {
    const recorded = baseline.accepted[name];
    if (!recorded) {
      drift.push(`${name}: not listed in the baseline (named before its \`through\`, ${baseline.through})`);
      continue;
    }
    const found = countByRule(oldFindings.filter((finding) => finding.migration === name));
    const rules = new Set([...Object.keys(found), ...Object.keys(recorded.findings)]);
    for (const rule of rules) {
      if ((found[rule] ?? 0) !== (recorded.findings[rule] ?? 0))
        drift.push(`${name}: ${rule} found ${found[rule] ?? 0}, recorded ${recorded.findings[rule] ?? 0}`);
    }
  }
  for (const rule of new Set(Object.values(baseline.accepted).flatMap((entry) => Object.keys(entry.findings)))) {
    if (!baseline.rules[rule]) drift.push(`rule ${rule}: accepted in the baseline without a reason in "rules"`);
  }
  return { baseline, checked, findings: squawk(checked), drift };
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}: ${finding.rule}: ${finding.message}${finding.help ? ` (${finding.help})` : ""}`;
}
