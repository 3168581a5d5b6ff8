// Two-factor sign-in through the real routes, on the real database and Redis: enrolment, the
// sign-in's code step, and every refusal (a replayed code, a brute force, a half-signed-in
// session calling anything, a recovery code used twice, disabling without a fresh factor).
import { describe, expect, test, vi } from "vitest";
import { POST as submitSecondFactor } from "@/app/api/auth/two-factor/route";
import { createAccount } from "@/lib/accounts/create-account";
import type { Operation } from "@/lib/api/operation";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { db } from "@/lib/db";
import { totpCode, TOTP_PERIOD_SECONDS } from "@/lib/identity/factors/totp";
import { createUser } from "@/lib/users/create-user";
import { callApi, randomIp } from "@/tests/support/api-client";
import { pinClock } from "@/tests/support/pin-clock";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const PASSWORD = "walnut-prism-harbor";
const ORIGIN = "http://api.test";
const SAME_ORIGIN = { origin: ORIGIN, host: "api.test" };
/** A fixed instant in the middle of a 30-second step: a code computed now is the server's code too. */
const NOW = new Date(Date.UTC(2026, 10, 25, 12, 0, 15));
/** The step before NOW's (accepted as drift): enrolling with its code leaves NOW's code unused for the test. */
const BEFORE = new Date(NOW.getTime() - TOTP_PERIOD_SECONDS * 1000);
const stepsAfter = (steps: number) => new Date(NOW.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

type Member = { userId: string; accountId: string; email: string; cookie: string; ip: string };

async function member(): Promise<Member> {
  const account = await createAccount({ name: "Two-factor" });
  const email = `tf-${Date.now()}-${Math.random()}@two-factor.test`;
  const user = await createUser(account.id, { email, password: PASSWORD });
  const { cookie } = await mintSessionCookie(user.id);
  return { userId: user.id, accountId: account.id, email, cookie, ip: randomIp() };
}

const as = (who: Member) => ({ cookie: who.cookie, ip: who.ip, headers: { ...SAME_ORIGIN, "x-forwarded-for": who.ip } });

/** Enrols the member's authenticator app through the routes; answers the key and the recovery codes. */
async function enrol(who: Member, at: Date = NOW): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await callApi(operations.startTotpEnrolment, as(who));
  expect(setup.status, setup.text).toBe(200);
  const { secret } = setup.data!;
  const enable = await callApi(operations.enableTotp, { ...as(who), body: { code: totpCode(secret, at) } });
  expect(enable.status, enable.text).toBe(200);
  return { secret, recoveryCodes: enable.data!.recoveryCodes };
}

/** A new sign-in of the member after the password: the session owes its second factor. */
async function halfSignedIn(who: Member): Promise<Member> {
  const { cookie } = await mintSessionCookie(who.userId);
  return { ...who, cookie };
}

function codeStep(who: Member, code: string, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
  return submitSecondFactor(
    requestWithCookie(who.cookie, `${ORIGIN}/api/auth/two-factor`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": who.ip, ...headers },
      body: JSON.stringify({ code }),
    }),
  );
}

const pending = async (who: Member) => (await getSessionState(requestWithCookie(who.cookie)))?.secondFactorPending;
const auditActions = async (who: Member) =>
  (await db.auditLogEntry.findMany({ where: { accountId: who.accountId }, orderBy: { id: "asc" } })).map((entry) => entry.action);
const mailTo = (who: Member) => db.devMailMessage.findMany({ where: { to: who.email }, orderBy: { id: "asc" } });

describe("enrolment", () => {
  test("shows the key once, turns on with a code, and answers ten recovery codes stored only as hashes", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret, recoveryCodes } = await enrol(who);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db.recoveryCode.findMany({ where: { userId: who.userId } });
    expect(stored.map((row) => row.codeHash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));
    const status = await callApi(operations.getTwoFactor, as(who));
    expect(status.data).toEqual({
      enabled: true,
      authenticatorApp: true,
      passkeys: 0,
      enabledAt: NOW.toISOString(),
      recoveryCodesLeft: 10,
      requiredByAccount: false,
    });
    expect(status.text).not.toContain(secret);
    // Setting up again while on is refused: the key is never shown a second time.
    const again = await callApi(operations.startTotpEnrolment, as(who));
    expect(again.status).toBe(409);
    expect(again.text).not.toContain(secret);
    expect(await auditActions(who)).toContain("two_factor.enabled");
    // The enrolling session has just given its second factor: what a recent-confirmation check reads.
    const session = await getSessionState(requestWithCookie(who.cookie));
    expect(session?.confirmedAt.toISOString()).toBe(NOW.toISOString());
  });

  test("a wrong code does not turn it on", async () => {
    pinClock(NOW);
    const who = await member();
    const setup = await callApi(operations.startTotpEnrolment, as(who));
    const wrong = String((Number(totpCode(setup.data!.secret, NOW)) + 1) % 1_000_000).padStart(6, "0");
    const response = await callApi(operations.enableTotp, { ...as(who), body: { code: wrong } });
    expect(response.status).toBe(400);
    expect((await callApi(operations.getTwoFactor, as(who))).data?.enabled).toBe(false);
  });
});

describe("the sign-in's code step", () => {
  test("after the password the session is half signed in; a code signs it in, and the same code is refused a second time", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who, BEFORE);
    const first = await halfSignedIn(who);
    const second = await halfSignedIn(who);
    expect(await pending(first)).toBe(true);
    const code = totpCode(secret, NOW);
    const accepted = await codeStep(first, code);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await pending(first)).toBe(false);
    // Replay: the same code, within its window, for another half-signed-in session.
    const replay = await codeStep(second, code);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { message: string } }).error.message).toMatch(/used already/);
    expect(await pending(second)).toBe(true);
    expect(await auditActions(who)).toContain("user.second_factor_verified");
  });

  test("a code from the step before (drift) is accepted, one from two steps before is not", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who, BEFORE);
    vi.setSystemTime(stepsAfter(3));
    const old = await codeStep(await halfSignedIn(who), totpCode(secret, stepsAfter(1)));
    expect(old.status).toBe(400);
    const drifted = await codeStep(await halfSignedIn(who), totpCode(secret, stepsAfter(2)));
    expect(drifted.status).toBe(200);
  });

  test("brute force: wrong codes are refused, and within 10 the right code is refused too (429 with Retry-After)", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who, BEFORE);
    const session = await halfSignedIn(who);
    const right = totpCode(secret, NOW);
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess++) {
      const wrong = String((Number(right) + 1 + guess) % 1_000_000).padStart(6, "0");
      statuses.push((await codeStep(session, wrong)).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const locked = await codeStep(session, right);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await pending(session)).toBe(true);
    // From another address too: the count is the user's, not the network's.
    const elsewhere = await codeStep({ ...session, ip: randomIp() }, right);
    expect(elsewhere.status).toBe(429);
  }, 30_000);

  test("a recovery code signs in once; used a second time it is refused", async () => {
    pinClock(NOW);
    const who = await member();
    const { recoveryCodes } = await enrol(who);
    const first = await halfSignedIn(who);
    const second = await halfSignedIn(who);
    // Typed in capitals without the dashes: the same code.
    const typed = recoveryCodes[3].replaceAll("-", " ").toUpperCase();
    expect((await codeStep(first, typed)).status).toBe(200);
    expect(await pending(first)).toBe(false);
    const reused = await codeStep(second, recoveryCodes[3]);
    expect(reused.status).toBe(400);
    expect(await pending(second)).toBe(true);
    expect((await callApi(operations.getTwoFactor, as(first))).data?.recoveryCodesLeft).toBe(9);
    expect(await auditActions(who)).toContain("two_factor.recovery_code_used");
    const mail = await mailTo(who);
    expect(mail.map((message) => message.subject)).toEqual(["A recovery code was used to sign in"]);
    expect(mail[0].text).toContain("9 recovery codes are left");
  });

  test("refuses a session without a cookie (401) and a cross-site post (403)", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who);
    expect((await codeStep({ ...who, cookie: "" }, totpCode(secret, NOW))).status).toBe(401);
    const session = await halfSignedIn(who);
    expect((await codeStep(session, totpCode(secret, NOW), { origin: "https://evil.example", host: "api.test" })).status).toBe(403);
    expect(await pending(session)).toBe(true);
  });
});

/** A path for an operation, its `{id}` filled with an id nothing has: the refusal comes before any lookup. */
const pathOf = (operation: Operation) => operation.path.replace("{id}", "x_nothing");

describe("a half-signed-in session can call nothing", () => {
  const memberOperations = DASHBOARD_OPERATIONS.filter((operation) => operation.access === "session");

  test("the list covers the dashboard's session operations", () => {
    expect(memberOperations.length).toBeGreaterThan(30);
  });

  test.each(memberOperations.map((operation) => [operation.id, operation] as const))("%s answers 401", async (_id, operation) => {
    pinClock(NOW);
    const who = await member();
    await enrol(who);
    const session = await halfSignedIn(who);
    const response = await callApi(operation.method, pathOf(operation), { ...as(session), json: operation.body ? {} : undefined });
    expect(response.status, response.text).toBe(401);
    expect((response.body as { error: { message: string } }).error.message).toMatch(/finish signing in/);
  });

  test("once the code is given, the same cookie is signed in (no new token)", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who, BEFORE);
    const session = await halfSignedIn(who);
    expect((await callApi(operations.getTwoFactor, as(session))).status).toBe(401);
    expect((await codeStep(session, totpCode(secret, NOW))).status).toBe(200);
    expect((await callApi(operations.getTwoFactor, as(session))).status).toBe(200);
  });
});

describe("recovery codes and turning off", () => {
  test("regenerating needs a current code from the app (a recovery code will not do) and replaces every code", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret, recoveryCodes } = await enrol(who, BEFORE);
    const withRecovery = await callApi(operations.regenerateRecoveryCodes, { ...as(who), body: { code: recoveryCodes[0] } });
    expect(withRecovery.status).toBe(400);
    const regenerated = await callApi(operations.regenerateRecoveryCodes, { ...as(who), body: { code: totpCode(secret, NOW) } });
    expect(regenerated.status, regenerated.text).toBe(200);
    expect(regenerated.data!.recoveryCodes).toHaveLength(10);
    expect(regenerated.data!.recoveryCodes).not.toContain(recoveryCodes[1]);
    // An old code no longer signs in.
    expect((await codeStep(await halfSignedIn(who), recoveryCodes[1])).status).toBe(400);
    expect(await auditActions(who)).toContain("two_factor.recovery_codes_regenerated");
  });

  test("turning off without a fresh factor is refused, with one it is off, audited and mailed", async () => {
    pinClock(NOW);
    const who = await member();
    const { secret } = await enrol(who, BEFORE);
    const stranded = await halfSignedIn(who);
    for (const code of ["", "123456", "not-a-code"]) {
      const refused = await callApi("POST", "/api/dashboard/two-factor/disable", { ...as(who), json: { code } });
      expect(refused.status, code).toBe(400);
    }
    expect((await callApi(operations.disableTwoFactor, { ...as(who), body: {} as { code: string } })).status).toBe(400);
    expect((await callApi(operations.getTwoFactor, as(who))).data?.enabled).toBe(true);
    const off = await callApi(operations.disableTwoFactor, { ...as(who), body: { code: totpCode(secret, NOW) } });
    expect(off.status, off.text).toBe(204);
    expect((await callApi(operations.getTwoFactor, as(who))).data).toEqual({
      enabled: false,
      authenticatorApp: false,
      passkeys: 0,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredByAccount: false,
    });
    expect(await db.recoveryCode.count({ where: { userId: who.userId } })).toBe(0);
    // A session that had only the password does not become signed in by the factor going away.
    expect(await getSessionState(requestWithCookie(stranded.cookie))).toBeNull();
    expect(await auditActions(who)).toContain("two_factor.disabled");
    expect((await mailTo(who)).map((message) => message.subject)).toEqual(["Two-factor sign-in was turned off"]);
    // The next sign-in needs only the password.
    expect(await pending(await halfSignedIn(who))).toBe(false);
  });

  test("a recovery code turns it off (a lost phone)", async () => {
    pinClock(NOW);
    const who = await member();
    const { recoveryCodes } = await enrol(who);
    const off = await callApi(operations.disableTwoFactor, { ...as(who), body: { code: recoveryCodes[9] } });
    expect(off.status, off.text).toBe(204);
  });
});
