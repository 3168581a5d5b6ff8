// The `deployed` project: the suite run from outside against a deployment it did not start
// (E2E_BASE_URL). What it may not do, the tests it skips and why, and the one list of the
// accounts it makes.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";

export const DEPLOYED_PROJECT = "deployed";

/** Whether this run targets a deployment (E2E_BASE_URL set) rather than a server it starts. */
export const TARGETS_DEPLOYMENT = Boolean(process.env.E2E_BASE_URL);

export function isDeployedProject(testInfo: Pick<TestInfo, "project">): boolean {
  return testInfo.project.name === DEPLOYED_PROJECT;
}

/**
 * The tags of the tests the `deployed` project skips, each with the reason printed beside the
 * skipped test (and listed at the end of the run by e2e/support/summary-reporter.ts).
 */
export const NEEDS_LOCAL_SERVER: Record<string, string> = {
  "@needs-database":
    "needs the database of the server under test (a member written straight to it, a session's clock moved, or the demo account seeded by the CLI); a deployment's is out of reach",
  "@needs-local-receiver":
    "needs a webhook receiver on this machine that the server is told to allow and trust (WEBHOOK_ALLOWED_HOSTS, WEBHOOK_CA_FILE: test-only settings a deployment does not have)",
  "@needs-server-process": "starts a server of its own, or reads the log of the server under test",
  "@needs-dev-outbox": "opens /dev/mail, which a deployment (mail sent by SMTP, no MAIL_TRANSPORT=outbox) answers with 404",
};

/** Throws in a run against a deployment: for helpers that reach into the local server. */
export function requireLocalServer(what: string): void {
  if (TARGETS_DEPLOYMENT)
    throw new Error(
      `${what} is out of reach of a run against a deployment (E2E_BASE_URL); tag the test with one of ${Object.keys(NEEDS_LOCAL_SERVER).join(", ")}`,
    );
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Every account a run against a deployment signs up, one JSON line each (e-mail, test, base
 * URL). The closing step (close each account it lists once the run ends) reads this file in
 * e2e/support/global-setup.ts's teardown.
 */
export const ACCOUNTS_MADE_FILE = path.join(root, "test-results", "deployed-accounts.ndjson");

export type AccountMade = { email: string; baseURL: string; test: string; at: string };

/** Adds a signed-up account to {@link ACCOUNTS_MADE_FILE} in a run against a deployment. */
export function recordAccountMade(email: string, testTitle: string): void {
  if (!TARGETS_DEPLOYMENT) return;
  mkdirSync(path.dirname(ACCOUNTS_MADE_FILE), { recursive: true });
  const line: AccountMade = {
    email: email.toLowerCase(),
    baseURL: process.env.E2E_BASE_URL ?? "",
    test: testTitle,
    at: new Date().toISOString(),
  };
  // One short append per account: whole lines, also from parallel workers.
  appendFileSync(ACCOUNTS_MADE_FILE, `${JSON.stringify(line)}\n`);
}

export function accountsMade(): AccountMade[] {
  if (!existsSync(ACCOUNTS_MADE_FILE)) return [];
  return readFileSync(ACCOUNTS_MADE_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccountMade);
}
