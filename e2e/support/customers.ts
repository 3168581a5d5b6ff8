import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { recordAccountMade } from "./deployed";
import { E2E_BASE_URL } from "./e2e-server";

export type Customer = {
  name: string;
  email: string;
  /** The password now: a test that changes it sets it here, so the account can still be closed after the test. */
  password: string;
  /** Unused recovery codes, set by a test that turns two-factor on: closing the account signs in with one. */
  recoveryCodes?: string[];
};

let customersMade = 0;

/** A new customer's details: an e-mail no other test of this run uses. */
export function newCustomerDetails(label = "qa"): Customer {
  customersMade += 1;
  const unique = `${process.pid}-${Date.now().toString(36)}-${customersMade}`;
  const email = `${label}-${unique}@example.test`;
  return { name: `QA ${label}`, email, password: throwawayPassword(email) };
}

/**
 * A new customer's password. In a run against a deployment it is derived from the run's
 * secret (E2E_RUN_SECRET, made by global setup and held only in the run's memory), so global
 * setup's teardown can sign in to close an account a test left open without any password in
 * the list of accounts, which CI may upload. Locally, a fixed one.
 */
export function throwawayPassword(email: string): string {
  const secret = process.env.E2E_RUN_SECRET;
  if (!secret) return "correct-horse-battery";
  return `qa-${createHmac("sha256", secret).update(email.toLowerCase()).digest("base64url").slice(0, 24)}`;
}

/**
 * Signs a customer up through the sign-up route the form posts to (the form itself is tested
 * in auth.spec.ts): the same validation, throttle and hash, without loading two pages.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  customer: Customer,
  { closeAfterTest = true }: { closeAfterTest?: boolean } = {},
): Promise<void> {
  const { name, email, password } = customer;
  const response = await request.post("/api/auth/sign-up", { data: { name, email, password }, headers: { Origin: E2E_BASE_URL } });
  expect(response.status(), `sign-up: ${await response.text()}`).toBe(201);
  recordAccountMade(customer, currentTestTitle(), { closeAfterTest });
}

/** The running test's title, or "(worker setup)" in a worker fixture, which has no test. */
export function currentTestTitle(): string {
  try {
    return test.info().titlePath.join(" › ");
  } catch {
    return "(worker setup)";
  }
}

/**
 * Signs in as the sign-in form does (next-auth's credentials callback, with its CSRF token),
 * in the cookie jar of `request`: a page's `page.request` signs that page's browser in.
 */
export async function signInThroughApi(request: APIRequestContext, { email, password }: Customer): Promise<void> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true", callbackUrl: `${E2E_BASE_URL}/overview` },
  });
  expect(response.ok(), `sign-in: ${response.status()}`).toBe(true);
  const { cookies } = await request.storageState();
  expect(
    cookies.map((cookie) => cookie.name),
    "a session cookie after sign-in",
  ).toContainEqual(expect.stringMatching(/next-auth\.session-token$/));
}
