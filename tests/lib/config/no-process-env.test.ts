// Every setting is read through lib/config (one schema, typed, checked at start): a
// `process.env` read anywhere else is a setting with no type, no default on record, no
// production check and no line in .env.example. The scan reads the syntax tree, not the text,
// so code shown to customers inside a string (the webhook verification recipes) may still
// say `process.env`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const root = path.resolve(__dirname, "../../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const APP_SOURCE = ["lib", "app", "components", "inngest"]
  .flatMap(sourceFiles)
  .concat("proxy.ts", "instrumentation.ts", "instrumentation-client.ts");

/** The one read: lib/config/config.ts hands the environment to the parser. */
const CONFIG_MODULE = "lib/config/";

/**
 * Reads Next.js replaces with a constant at build time, per bundle: read at run time through
 * the configuration, the Edge bundle of instrumentation.ts would keep its Node-only imports.
 */
const BUILD_TIME = new Set(["instrumentation.ts: process.env.NEXT_RUNTIME"]);

const isProcess = (node: ts.Expression) =>
  (ts.isIdentifier(node) && node.text === "process") || (ts.isPropertyAccessExpression(node) && node.name.text === "process");

/** Each `process.env…` in the file's code (not in strings or comments), as "file: the expression". */
function processEnvReads(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  if (!text.includes("process")) return [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const reads: string[] = [];
  const visit = (node: ts.Node): void => {
    const envAccess =
      (ts.isPropertyAccessExpression(node) && node.name.text === "env" && isProcess(node.expression)) ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        node.argumentExpression.text === "env" &&
        isProcess(node.expression));
    // `const { env } = process` reads it too.
    const destructured =
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer !== undefined &&
      isProcess(node.initializer) &&
      node.name.elements.some((element) => (element.propertyName ?? element.name).getText(source) === "env");
    if (envAccess || destructured) {
      const parent = node.parent;
      const shown = envAccess && ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent : node;
      reads.push(`${file}: ${shown.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

describe("settings are read through lib/config only", () => {
  test("the scan sees the app's files, and finds a read where there is one", () => {
    expect(APP_SOURCE).toContain("lib/db.ts");
    expect(APP_SOURCE).toContain("lib/events/inngest-client.ts");
    expect(APP_SOURCE.length).toBeGreaterThan(300);
    expect(processEnvReads("lib/config/config.ts")).toEqual(["lib/config/config.ts: process.env"]);
  });

  test("no process.env outside lib/config in lib/, app/, components/, inngest/, proxy.ts and instrumentation*.ts", () => {
    const reads = APP_SOURCE.filter((file) => !file.startsWith(CONFIG_MODULE))
      .flatMap(processEnvReads)
      .filter((read) => !BUILD_TIME.has(read));
    // Read it with `config().NAME` (lib/config/config.ts); a new setting goes into lib/config/settings.ts.
    expect(reads).toEqual([]);
  });

  test("no client component imports the configuration", () => {
    // In the browser `process.env` holds only NEXT_PUBLIC_ values inlined at build time: the
    // settings would all read as their defaults. A server component passes what is needed as props.
    const clientFiles = APP_SOURCE.filter((file) => /^\s*["']use client["']/.test(readFileSync(path.join(root, file), "utf8")));
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(clientFiles.filter((file) => /from ["']@\/lib\/config\//.test(readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });
});
