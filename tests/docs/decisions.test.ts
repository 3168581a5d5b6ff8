// Keeps docs/decisions/ findable: every decision has a status, an area from the index's one list
// of areas and the three sections, numbers are unique, a "superseded by NNNN" names a decision
// that exists, and the index lists them all, each under the area its file names.
// Files named XXXX-*.md are new decisions waiting for the integrator to number them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const directory = path.resolve(import.meta.dirname, "../../docs/decisions");
const NUMBERED = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^Status: (accepted|superseded by \d{4}(?:(?:, | and )\d{4})*|stale: \S.*)$/m;
const SECTIONS = ["## Context", "## Decision", "## Consequences"];
const AREA = /^Area: (.+)$/m;

type DecisionFile = { name: string; text: string };

/** The one list of areas: the bold names of the bullets under "## Areas" in the index. */
function areasOf(index: string): string[] {
  const section = /^## Areas\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(index)?.[1] ?? "";
  return [...section.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1] as string);
}

/** The Area cell of each table row of the index, by the file its first cell links. */
function tableAreas(index: string): Map<string, string> {
  const areas = new Map<string, string>();
  for (const line of index.split("\n")) {
    const name = /^\|\s*\[\d{4}\]\((\d{4}-[^)]+\.md)\)/.exec(line)?.[1];
    if (!name) continue;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    areas.set(name, (cells[cells.length - 1] ?? "").trim());
  }
  return areas;
}

/** Every problem with a set of decision files and their index, in words a reader can act on. */
function findProblems(files: DecisionFile[], index: string): string[] {
  const problems: string[] = [];
  const areas = areasOf(index);
  const rowAreas = tableAreas(index);
  if (areas.length === 0) problems.push('README.md has no "## Areas" list');
  const byNumber = new Map<string, string[]>();
  for (const { name } of files) {
    const number = NUMBERED.exec(name)?.[1];
    if (number) byNumber.set(number, [...(byNumber.get(number) ?? []), name]);
  }
  for (const [number, names] of byNumber) {
    if (names.length > 1) problems.push(`${number} is used by ${names.join(" and ")}`);
  }
  for (const { name, text } of files) {
    const number = NUMBERED.exec(name)?.[1];
    if (!number) {
      problems.push(`${name}: not named NNNN-kebab-title.md`);
      continue;
    }
    const heading = /^# (.+)$/m.exec(text);
    if (!heading) problems.push(`${name}: no "# Title" heading`);
    else if (/^\d{4}\./.test(heading[1]) && !heading[1].startsWith(`${number}.`)) {
      problems.push(`${name}: heading numbered differently from the file`);
    }
    const status = STATUS.exec(text);
    if (!status) problems.push(`${name}: no "Status: accepted | superseded by NNNN | stale: …" line`);
    else {
      for (const target of status[1].match(/\d{4}/g) ?? []) {
        if (target === number) problems.push(`${name}: superseded by itself`);
        else if (!byNumber.has(target)) problems.push(`${name}: superseded by ${target}, which does not exist`);
      }
    }
    const area = AREA.exec(text)?.[1]?.trim();
    if (!area) problems.push(`${name}: no "Area: …" line`);
    else {
      if (areas.length > 0 && !areas.includes(area)) problems.push(`${name}: area "${area}" is not in README.md's list`);
      const rowArea = rowAreas.get(name);
      if (rowArea !== undefined && rowArea !== area) {
        problems.push(`${name}: the table says area "${rowArea}", the file "${area}"`);
      }
    }
    let from = 0;
    for (const section of SECTIONS) {
      const at = text.indexOf(`\n${section}\n`, from);
      if (at < 0) problems.push(`${name}: "${section}" missing or out of order`);
      else from = at;
    }
    if (!index.includes(`](${name})`)) problems.push(`${name}: not listed in README.md`);
  }
  const names = new Set(files.map((file) => file.name));
  for (const [, link] of index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)) {
    if (!names.has(link)) problems.push(`README.md links to ${link}, which does not exist`);
  }
  return problems;
}

function decisionFiles(): DecisionFile[] {
  return readdirSync(directory)
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .map((name) => ({ name, text: readFileSync(path.join(directory, name), "utf8") }));
}

const good = (number: string, status = "accepted", area = "Alpha") =>
  `# ${number}. Title\n\nStatus: ${status}\n\nArea: ${area}\n\n## Context\nWhy.\n\n## Decision\nWhat.\n\n## Consequences\nSo.\n`;
const AREAS = "## Areas\n\n- **Alpha**: one thing.\n- **Beta**: another.\n\n## All decisions\n\n";

describe("docs/decisions", () => {
  test("every decision file is complete, uniquely numbered, linked and indexed", () => {
    const files = decisionFiles();
    expect(files.length).toBeGreaterThan(100);
    const index = readFileSync(path.join(directory, "README.md"), "utf8");
    expect(findProblems(files, index)).toEqual([]);
    expect(areasOf(index).length).toBeGreaterThanOrEqual(6);
    expect(areasOf(index).length).toBeLessThanOrEqual(8);
    expect(tableAreas(index).size).toBe(files.length);
  });

  test("the map from the old DECISIONS.md links only to existing decisions", () => {
    const map = readFileSync(path.join(directory, "from-decisions-md.md"), "utf8");
    const names = new Set(decisionFiles().map((file) => file.name));
    const links = [...map.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((link) => !names.has(link))).toEqual([]);
  });

  test("the checker reports each kind of problem", () => {
    const index = `${AREAS}[a](0001-a.md) [b](0002-b.md) [c](0003-c.md) [gone](0009-gone.md)\n| [0011](0011-g.md) | G | accepted | Alpha |\n| [0012](0012-h.md) | H \\| I | accepted | Beta |\n`;
    const files: DecisionFile[] = [
      { name: "0001-a.md", text: good("0001", "superseded by 0007") },
      { name: "0002-b.md", text: good("0002").replace("## Consequences", "## Results") },
      { name: "0003-c.md", text: good("0003").replace("Status: accepted\n", "") },
      { name: "0003-d.md", text: good("0003") },
      { name: "0004-e.md", text: good("0004").replace("## Context\nWhy.\n\n## Decision\nWhat.", "## Decision\nWhat.\n\n## Context\nWhy.") },
      { name: "0005-f.md", text: good("0006", "superseded by 0005") },
      { name: "0011-g.md", text: good("0011", "accepted", "Gamma") },
      { name: "0012-h.md", text: good("0012").replace("Area: Alpha\n", "") },
      { name: "0013-i.md", text: good("0013") },
    ];
    expect(findProblems(files, index)).toEqual([
      "0003 is used by 0003-c.md and 0003-d.md",
      "0001-a.md: superseded by 0007, which does not exist",
      '0002-b.md: "## Consequences" missing or out of order',
      '0003-c.md: no "Status: accepted | superseded by NNNN | stale: …" line',
      "0003-d.md: not listed in README.md",
      '0004-e.md: "## Decision" missing or out of order',
      "0004-e.md: not listed in README.md",
      "0005-f.md: heading numbered differently from the file",
      "0005-f.md: superseded by itself",
      "0005-f.md: not listed in README.md",
      '0011-g.md: area "Gamma" is not in README.md\'s list',
      '0011-g.md: the table says area "Alpha", the file "Gamma"',
      '0012-h.md: no "Area: …" line',
      "0013-i.md: not listed in README.md",
      "README.md links to 0009-gone.md, which does not exist",
    ]);
    expect(findProblems([{ name: "0001-a.md", text: good("0001") }], `${AREAS}[a](0001-a.md)`)).toEqual([]);
    expect(findProblems([{ name: "0001-a.md", text: good("0001") }], "[a](0001-a.md)")).toEqual(['README.md has no "## Areas" list']);
    expect(tableAreas(`${AREAS}| [0012](0012-h.md) | H \\| I | accepted | Beta |`).get("0012-h.md")).toBe("Beta");
  });
});
