// Closing the accounts a run made (issue 43: staging is left as found), as their owner would:
// signed in (the sign-in is the recent confirmation the operation asks for; with two-factor on,
// a recovery code as the second step), the account's name typed, through the dashboard's
// close operation. Never the database: a run against a deployment has no way into it.
import type { APIRequestContext } from "@playwright/test";
import type { Customer } from "./customers";
import { signInThroughApi } from "./customers";
import { isClosedInThisWorker, recordAccountClosed } from "./deployed";
import { E2E_BASE_URL } from "./e2e-server";

/**
 * Closes the account `request` is signed in to as its owner, `owner`. An account already closed
 * (a test closed it in the dashboard) counts as closed. Throws with the answer otherwise.
 */
export async function closeAccount(request: APIRequestContext, owner: Pick<Customer, "email" | "name">): Promise<void> {
  const response = await request.post("/api/dashboard/account/close", {
    data: { confirmName: owner.name },
    headers: { Origin: E2E_BASE_URL },
  });
  if (!response.ok()) {
    // A closed account refuses the operation; its closing state says whether that is why.
    const closing = await request.get("/api/dashboard/account/closing");
    const closed = closing.ok() && ((await closing.json()) as { closedAt: string | null }).closedAt !== null;
    if (!closed) throw new Error(`closing the account of ${owner.email}: ${response.status()} ${await response.text()}`);
  }
  recordAccountClosed(owner.email);
}

/** Signs in as `owner` in `request` (a cookie jar of its own) and closes the account. */
export async function signInAndCloseAccount(request: APIRequestContext, owner: Customer): Promise<void> {
  await signInThroughApi(request, owner);
  const recoveryCode = owner.recoveryCodes?.shift();
  if (recoveryCode) {
    const secondStep = await request.post("/api/auth/two-factor", { data: { code: recoveryCode }, headers: { Origin: E2E_BASE_URL } });
    if (!secondStep.ok()) throw new Error(`the second step of ${owner.email}'s sign-in: ${secondStep.status()} ${await secondStep.text()}`);
  }
  await closeAccount(request, owner);
}

/**
 * Closes each of `owners`' accounts not closed yet, each from a fresh cookie jar made by
 * `newRequest`; tries every one and answers those it could not close, each with why.
 */
export async function closeAccounts(owners: Customer[], newRequest: () => Promise<APIRequestContext>): Promise<string[]> {
  const failures: string[] = [];
  for (const owner of owners) {
    if (isClosedInThisWorker(owner.email)) continue;
    const request = await newRequest();
    try {
      await signInAndCloseAccount(request, owner);
    } catch (error) {
      failures.push(`${owner.email}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await request.dispose();
    }
  }
  return failures;
}
