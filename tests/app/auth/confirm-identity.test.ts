import { describe, expect, test } from "vitest";
import { CONFIRMATION_WINDOW_MS, canMakeDangerousChange } from "@/lib/access/confirmation-policy";
import { PERMISSION_PRESETS, PERMISSIONS } from "@/lib/access/permissions";
import { createAccount } from "@/lib/accounts/create-account";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardConfirmationOperations } from "@/lib/dashboard/operations/confirmation-operations";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { TOTP_PERIOD_SECONDS, totpCode } from "@/lib/identity/factors/totp";
import { dashboardTwoFactorOperations } from "@/lib/dashboard/operations/two-factor-operations";
import { pinClock } from "@/tests/support/pin-clock";
import { createUser } from "@/lib/users/create-user";
import { callApi } from "@/tests/support/api-client";
import { mintSessionCookie } from "@/tests/support/session-cookie";

const PASSWORD = "walnut-prism-harbor";
const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };
const REFUSAL = { code: "CONFIRMATION_REQUIRED", message: "Confirm it is you: enter your password to continue" };

/** An owner signed in `minutesAgo` (or confirmed then), with a webhook and a viewer to promote. */
async function ownerSignedIn(minutesAgo: number) {
  const account = await createAccount({ name: "Sudo" });
  const owner = await createUser(account.id, { email: `sudo-${newId("user")}@confirm.test`, password: PASSWORD });
  const viewer = await createUser(account.id, { email: `viewer-${newId("user")}@confirm.test`, password: PASSWORD }, { role: "viewer" });
  await db.webhookEndpoint.create({
    data: { id: newId("we"), accountId: account.id, url: "https://93.184.216.34/hooks", signingSecret: "whsec_before" },
  });
  const session = await mintSessionCookie(owner.id);
  await db.userSession.update({ where: { id: session.sessionId }, data: { confirmedAt: new Date(Date.now() - minutesAgo * 60_000) } });
  return { account, owner, viewer, session, as: { cookie: session.cookie, headers: SAME_ORIGIN } };
}

const keysOf = (accountId: string) => db.apiKey.count({ where: { accountId } });

describe("dangerous changes need a confirmation in the last 10 minutes", () => {
  test("just signed in (9 minutes ago): a full-access key, the secret and a role change go through", async () => {
    const { viewer, as } = await ownerSignedIn(9);
    expect((await callApi(dashboardApiKeyOperations.create, { ...as, body: { name: "all", permissions: [...PERMISSIONS] } })).status).toBe(
      201,
    );
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(200);
    expect(
      (await callApi(dashboardTeamOperations.changeRole, { ...as, params: { id: viewer.id }, body: { role: "developer" } })).status,
    ).toBe(200);
  });

  test("11 minutes on: each is refused with 403 CONFIRMATION_REQUIRED and changes nothing, a read-only key too", async () => {
    const { account, viewer, as } = await ownerSignedIn(11);
    const refusals = [
      await callApi(dashboardApiKeyOperations.create, { ...as, body: { name: "all", permissions: [...PERMISSIONS] } }),
      await callApi(dashboardApiKeyOperations.create, {
        ...as,
        body: { name: "preset", permissions: [...PERMISSION_PRESETS.full_access] },
      }),
      await callApi(dashboardApiKeyOperations.create, { ...as, body: { name: "audit", permissions: ["audit:read"] } }),
      // Any key at all (decision 0180): the narrowest set is a credential too.
      await callApi(dashboardApiKeyOperations.create, {
        ...as,
        body: { name: "read only", permissions: [...PERMISSION_PRESETS.read_only] },
      }),
      await callApi(dashboardApiKeyOperations.create, { ...as, body: { name: "usage", permissions: ["usage:read"] } }),
      await callApi(dashboardWebhookOperations.revealSecret, as),
      await callApi(dashboardWebhookOperations.rotateSecret, as),
      await callApi(dashboardTeamOperations.changeRole, { ...as, params: { id: viewer.id }, body: { role: "owner" } }),
    ];
    for (const response of refusals) {
      expect(response.status, response.text).toBe(403);
      expect(response.error).toMatchObject(REFUSAL);
    }
    expect(await keysOf(account.id)).toBe(0);
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { accountId: account.id } })).signingSecret).toBe("whsec_before");
    expect((await db.user.findUniqueOrThrow({ where: { id: viewer.id } })).role).toBe("viewer");
  });

  test("11 minutes on: a key with every write permission but without logs:read is refused too, and none is made (issue 40)", async () => {
    const { account, as } = await ownerSignedIn(11);
    // The "Full access" preset without logs:read: every write permission.
    const everyWrite = PERMISSION_PRESETS.full_access.filter((permission) => permission !== "logs:read");
    expect(everyWrite).toEqual(expect.arrayContaining(PERMISSIONS.filter((permission) => permission.endsWith(":write"))));
    const request = { ...as, body: { name: "almost all", permissions: everyWrite } };
    const response = await callApi(dashboardApiKeyOperations.create, request);
    expect(response.status, response.text).toBe(403);
    expect(response.error).toMatchObject(REFUSAL);
    expect(await keysOf(account.id)).toBe(0);
    // Once the member confirms, the same request goes through.
    expect((await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { password: PASSWORD } })).status).toBe(204);
    expect((await callApi(dashboardApiKeyOperations.create, request)).status).toBe(201);
    expect(await keysOf(account.id)).toBe(1);
  });

  test("a wrong password confirms nothing; the right one opens this browser, not the member's others", async () => {
    const { owner, as } = await ownerSignedIn(11);
    const other = await mintSessionCookie(owner.id);
    await db.userSession.update({ where: { id: other.sessionId }, data: { confirmedAt: new Date(Date.now() - 11 * 60_000) } });

    const wrong = await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.details).toEqual([{ path: "password", message: "That is not your password" }]);
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(403);

    expect((await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { password: PASSWORD } })).status).toBe(204);
    const revealed = await callApi(dashboardWebhookOperations.revealSecret, as);
    expect(revealed.status).toBe(200);
    expect(revealed.data?.secret).toBe("whsec_before");
    expect((await callApi(dashboardWebhookOperations.revealSecret, { cookie: other.cookie, headers: SAME_ORIGIN })).status).toBe(403);
  });

  test("a code from the member's authenticator app confirms as the password does, once", async () => {
    // Mid-step, so the enrolment's code (a step before) and the confirmation's differ.
    const now = new Date(Date.UTC(2026, 10, 25, 12, 0, 15));
    pinClock(now);
    const { session, as } = await ownerSignedIn(0);
    const setup = await callApi(dashboardTwoFactorOperations.startTotpEnrolment, as);
    const secret = setup.data!.secret;
    const enrolled = await callApi(dashboardTwoFactorOperations.enableTotp, {
      ...as,
      body: { code: totpCode(secret, new Date(now.getTime() - TOTP_PERIOD_SECONDS * 1000)) },
    });
    expect(enrolled.status, enrolled.text).toBe(200);
    await db.userSession.update({ where: { id: session.sessionId }, data: { confirmedAt: new Date(now.getTime() - 11 * 60_000) } });
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(403);

    const code = totpCode(secret, now);
    expect((await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { code } })).status).toBe(204);
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(200);
    const replayed = await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { code } });
    expect(replayed.status).toBe(400);
    expect(replayed.error?.details?.[0].path).toBe("code");
  });

  test("a code from a member without an authenticator app confirms nothing", async () => {
    const { as } = await ownerSignedIn(11);
    const response = await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { code: "123456" } });
    expect(response.status).toBe(400);
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(403);
  });

  test("guessing the password through the confirmation is throttled like a sign-in: the 11th try is 429, even when right", async () => {
    const { as } = await ownerSignedIn(11);
    for (let guess = 1; guess <= 10; guess++) {
      expect((await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { password: `guess-${guess}` } })).status).toBe(
        400,
      );
    }
    const throttled = await callApi(dashboardConfirmationOperations.confirmIdentity, { ...as, body: { password: PASSWORD } });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(403);
  });

  test.each([
    ["no password", {}],
    ["an empty one", { password: "" }],
    ["an unknown field", { password: PASSWORD, sessionId: "sess_x" }],
    ["both a password and a code", { password: PASSWORD, code: "123456" }],
    ["a NUL byte", { password: "a\u0000b" }],
  ])("a confirmation with %s is a 400 and confirms nothing", async (_case, json) => {
    const { as } = await ownerSignedIn(11);
    const response = await callApi("POST", "/api/dashboard/sessions/confirm", { ...as, json });
    expect(response.status).toBe(400);
    expect((await callApi(dashboardWebhookOperations.revealSecret, as)).status).toBe(403);
  });
});

describe("canMakeDangerousChange", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  test.each([
    [0, true],
    [CONFIRMATION_WINDOW_MS - 1, true],
    [CONFIRMATION_WINDOW_MS, false],
    [CONFIRMATION_WINDOW_MS * 6, false],
  ])("confirmed %i ms before: allowed %s", (ago, allowed) => {
    expect(canMakeDangerousChange(new Date(now.getTime() - ago), now).allowed).toBe(allowed);
  });
});
