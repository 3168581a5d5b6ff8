import { test } from "@playwright/test";

/**
 * The ports a run uses, all from E2E_PORT up: the app on E2E_PORT, the startup check's
 * server on E2E_PORT + 1, and one spare port per parallel worker from E2E_PORT + 2 for a
 * test's own plain-HTTP server (so a run with N workers needs N + 2 ports).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The app under test: the server global-setup.ts starts on E2E_PORT, or with E2E_BASE_URL set
 * a deployment it did not start (the `deployed` project; e2e/support/deployed.ts).
 */
export const E2E_BASE_URL = (process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`).replace(/\/+$/, "");
export const STARTUP_CHECK_PORT = E2E_PORT + 1;

/** The spare port of the worker running the current test. */
export function workerPort(): number {
  return E2E_PORT + 2 + test.info().parallelIndex;
}
