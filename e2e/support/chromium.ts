import { existsSync } from "node:fs";

/** Debian's Chromium, the full browser (Playwright's own download is not reachable from our machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium-headless-shell: the same Blink and V8, without the full browser's UI layer. */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * What the browser suite drives: Chromium's headless shell when it is installed, as Playwright
 * itself does for headless runs; the suite took half the CPU time of the full browser's (decision
 * 0225). Otherwise, or when CHROMIUM_PATH names one, that browser. The page benchmarks and the
 * first-hour measure keep the full browser, as a user runs it.
 */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Root needs no sandbox; the rest keep Chromium from reaching for the network on its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
