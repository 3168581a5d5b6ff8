// `next build` puts Chromium's compile hint at the top of every client chunk (decision 0230).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/scripts/support/add-compile-hints";

let projectDir: string;
afterEach(() => rmSync(projectDir, { recursive: true, force: true }));

test("every .js chunk under static/chunks starts with the hint once, however often the build runs it; nothing else changes", async () => {
  projectDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  const chunks = path.join(projectDir, ".next-x/static/chunks");
  mkdirSync(path.join(chunks, "nested"), { recursive: true });
  const files = {
    "a.js": '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a",1,(e)=>{e.v(1)}]);',
    "nested/b.js": "(()=>{let e;})();\n//# sourceMappingURL=b.js.map",
    "styles.css": "body{margin:0}",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(chunks, name), text);
  const server = path.join(projectDir, ".next-x/server/page.js");
  mkdirSync(path.dirname(server), { recursive: true });
  writeFileSync(server, "module.exports = 1;");

  // As `next build` calls it: the project, and the build folder absolute.
  await addCompileHints({ projectDir, distDir: path.join(projectDir, ".next-x") });
  await addCompileHints({ projectDir, distDir: ".next-x" });

  const read = (name: string) => readFileSync(path.join(chunks, name), "utf8");
  expect(read("a.js")).toBe(COMPILE_HINT + files["a.js"]);
  expect(read("nested/b.js")).toBe(COMPILE_HINT + files["nested/b.js"]);
  expect(read("styles.css")).toBe(files["styles.css"]);
  expect(readFileSync(server, "utf8")).toBe("module.exports = 1;");
});
