// Keeps the docs findable and their links true: every relative link in README.md, the guides in
// docs/ and the decisions names a file that exists, every #anchor a heading of the file it
// points to (GitHub's slugs), and README.md links every guide in docs/ (its "Where to go next").
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** docs/*.md kept only so that old links still land somewhere; not a guide of its own. */
const NOT_GUIDES = new Set(["DECISIONS.md"]);

/** The Markdown files whose links are checked, relative to the repository's root. */
function markdownFiles(): string[] {
  const underDocs = (directory: string): string[] =>
    readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(directory, entry.name);
      if (entry.isDirectory()) return underDocs(relative);
      return entry.name.endsWith(".md") ? [relative] : [];
    });
  return ["README.md", ...underDocs("docs")];
}

/** The guides: docs/*.md, not the folders below it (decisions/ has its own index). */
function guides(): string[] {
  return readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md") && !NOT_GUIDES.has(name))
    .map((name) => `docs/${name}`);
}

/** Lines outside fenced code blocks, with inline code spans blanked (a link inside them is an example). */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      lines.push("");
      continue;
    }
    lines.push(fence === undefined ? line.replace(/(`+)[^`]*?\1/g, (span) => " ".repeat(span.length)) : "");
  }
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    const heading = fence === undefined ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (!heading) continue;
    const base = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Every link target of a Markdown text: inline links and reference definitions. */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    for (const [, target] of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(target);
    const definition = /^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    if (definition) targets.push(definition[1]);
  }
  return targets;
}

type Read = (file: string) => string | undefined;
type Exists = (fileOrFolder: string) => boolean;

/** Every broken link of the given files, as "file: target (why)". */
function findBrokenLinks(files: string[], read: Read, exists: Exists): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file) ?? ""));
    return anchorCache.get(file) as Set<string>;
  };
  for (const file of files) {
    const text = read(file);
    if (text === undefined) continue;
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
      const [rawPath, anchor] = target.split("#", 2) as [string, string | undefined];
      const linked = rawPath === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
      if (linked.startsWith("../")) {
        problems.push(`${file}: ${target} (outside the repository)`);
        continue;
      }
      if (!exists(linked)) {
        problems.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && anchor !== "") {
        if (!linked.endsWith(".md")) continue; // a line anchor into source (#L10) is GitHub's, not checked
        if (!anchors(linked).has(anchor)) problems.push(`${file}: ${target} (no heading with that anchor)`);
      }
    }
  }
  return problems;
}

function existsOnDisk(relative: string): boolean {
  const full = path.join(root, relative.replace(/\/$/, ""));
  return existsSync(full) && (statSync(full).isFile() || statSync(full).isDirectory());
}

function readFromDisk(relative: string): string | undefined {
  const full = path.join(root, relative);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
}

describe("README.md and docs/", () => {
  test("every relative link names a file that exists, and every anchor a heading of it", () => {
    const files = markdownFiles();
    expect(files).toContain("README.md");
    expect(files.length).toBeGreaterThan(150);
    expect(findBrokenLinks(files, readFromDisk, existsOnDisk)).toEqual([]);
  });

  test("README.md links every guide in docs/", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const linked = new Set(linkTargets(readme).map((target) => path.posix.normalize(target.split("#")[0] as string)));
    expect(guides().filter((guide) => !linked.has(guide))).toEqual([]);
  });

  test("README.md stays a first hour's reading", () => {
    const lines = readFileSync(path.join(root, "README.md"), "utf8").match(/\n/g) ?? [];
    expect(lines.length).toBeLessThanOrEqual(250);
  });

  test("the checker reports each kind of broken link and GitHub's anchors", () => {
    const files: Record<string, string> = {
      "README.md": [
        "# Title",
        "## REST API (`/api/v1`)",
        "## Two-factor sign-in and passkeys",
        "## Events",
        "### Events",
        "[ok](docs/a.md#the-local-loop-three-commands) [ok](#rest-api-apiv1) [ok](#events-1)",
        "[ok](#two-factor-sign-in-and-passkeys) [ok](https://example.com/x#y) [ok](docs/)",
        "[gone](docs/gone.md) [bad anchor](docs/a.md#nope) [self](#missing)",
        "`[in code](docs/gone.md)`",
        "```",
        "[in a block](docs/gone.md)",
        "```",
        "[ref]: docs/also-gone.md",
      ].join("\n"),
      "docs/a.md": "# A\n## The local loop (three commands)\n[up](../README.md#title) [out](../../x.md)\n",
    };
    const read: Read = (file) => files[file];
    const exists: Exists = (file) => file in files || file === "docs/";
    expect(findBrokenLinks(Object.keys(files), read, exists)).toEqual([
      "README.md: docs/gone.md (no such file)",
      "README.md: docs/a.md#nope (no heading with that anchor)",
      "README.md: #missing (no heading with that anchor)",
      "README.md: docs/also-gone.md (no such file)",
      "docs/a.md: ../../x.md (outside the repository)",
    ]);
  });
});
