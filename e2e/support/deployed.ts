// The `deployed` project: the suite run from outside against a deployment it did not start
// (E2E_BASE_URL). What it may not do, the tests it skips and why, and the one list of the
// accounts it makes.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import type { Customer } from "./customers";

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
 * Every account a run against a deployment signs up, one JSON line each (e-mail, the account's
 * name, test, base URL), and one more line when it is closed. Each test closes its own accounts
 * (e2e/support/close-account.ts); global setup's teardown closes what is still open and
 * reports what it cannot. No password is written: a throwaway account's password is derived
 * from the run's secret (customers.ts), held in memory only.
 */
export const ACCOUNTS_MADE_FILE = path.join(root, "test-results", "deployed-accounts.ndjson");

export type AccountMade = { email: string; name: string; baseURL: string; test: string; at: string; closedAt?: string };

/**
 * The accounts the running test signed up, in this worker: the `closeAccountsMade` fixture
 * (fixtures.ts) closes them after the test, whether it passed or not. Filled only in a run
 * against a deployment.
 */
export const accountsOfRunningTest: Customer[] = [];

/** E-mails of the accounts this worker closed (or saw closed): not closed a second time. */
const closedInThisWorker = new Set<string>();

function appendLine(line: AccountMade | { email: string; closedAt: string }): void {
  mkdirSync(path.dirname(ACCOUNTS_MADE_FILE), { recursive: true });
  // One short append per line: whole lines, also from parallel workers.
  appendFileSync(ACCOUNTS_MADE_FILE, `${JSON.stringify(line)}\n`);
}

/**
 * Adds a signed-up account to {@link ACCOUNTS_MADE_FILE} in a run against a deployment and,
 * unless `closeAfterTest` is false (an account a worker fixture keeps for several tests, and
 * closes itself), to the running test's accounts.
 */
export function recordAccountMade(owner: Customer, testTitle: string, { closeAfterTest = true } = {}): void {
  if (!TARGETS_DEPLOYMENT) return;
  const email = owner.email.toLowerCase();
  appendLine({ email, name: owner.name, baseURL: process.env.E2E_BASE_URL ?? "", test: testTitle, at: new Date().toISOString() });
  if (closeAfterTest) accountsOfRunningTest.push(owner);
}

/** Marks an account closed, in this worker and in {@link ACCOUNTS_MADE_FILE}. */
export function recordAccountClosed(email: string): void {
  closedInThisWorker.add(email.toLowerCase());
  if (TARGETS_DEPLOYMENT) appendLine({ email: email.toLowerCase(), closedAt: new Date().toISOString() });
}

export function isClosedInThisWorker(email: string): boolean {
  return closedInThisWorker.has(email.toLowerCase());
}

/** Every account the run signed up, each with `closedAt` once it was closed. */
export function accountsMade(): AccountMade[] {
  if (!existsSync(ACCOUNTS_MADE_FILE)) return [];
  const accounts = new Map<string, AccountMade>();
  for (const line of readFileSync(ACCOUNTS_MADE_FILE, "utf8").split("\n").filter(Boolean)) {
    const entry = JSON.parse(line) as AccountMade | { email: string; closedAt: string };
    const made = accounts.get(entry.email);
    if ("name" in entry) accounts.set(entry.email, { ...entry, closedAt: made?.closedAt });
    else if (made) made.closedAt = entry.closedAt;
  }
  return [...accounts.values()];
}
