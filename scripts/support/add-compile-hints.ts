// Chromium compiles a script's functions lazily, on the main thread, the first time each one is
// called. Every module factory of our client chunks is called while a page starts, so a phone
// spent most of a dashboard page's blocking time compiling them (decision 0230). The magic
// comment `//# allFunctionsCalledOnLoad` at the top of a script asks Chromium (136 and later)
// to compile all of its functions eagerly, on the thread that streams the script in, before it
// runs. Other browsers read a comment.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the compile hint at the top of every client chunk of the build in `distDir` (relative
 * to `projectDir`, or absolute), once: a chunk that starts with it is left as it is. Run by
 * `next build` after compiling (next.config.ts).
 */
export async function addCompileHints({ projectDir, distDir }: { projectDir: string; distDir: string }): Promise<void> {
  const chunksDir = path.resolve(projectDir, distDir, "static/chunks");
  const chunks = (await readdir(chunksDir, { recursive: true })).filter((name) => name.endsWith(".js"));
  for (const name of chunks) {
    const file = path.join(chunksDir, name);
    const code = await readFile(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
  }
}
