// Passkeys through the real routes, on the real database and Redis, answered by a software
// authenticator (tests/support/soft-authenticator.ts): registering, signing in with a passkey
// alone, the sign-in's second step, "confirm it is you", and every refusal (another origin,
// RP ID, challenge or session; a counter that did not move; a replayed answer; a removal
// without a recent confirmation; another user's passkey).
import { describe, expect, test } from "vitest";
import { POST as passkeyOptionsRoute } from "@/app/api/auth/passkey/options/route";
import { POST as submitSecondFactor } from "@/app/api/auth/two-factor/route";
import { createAccount } from "@/lib/accounts/create-account";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { dashboardConfirmationOperations } from "@/lib/dashboard/operations/confirmation-operations";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/passkey-operations";
import { dashboardTwoFactorOperations } from "@/lib/dashboard/operations/two-factor-operations";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { signInWithPasskey } from "@/lib/identity/sign-in/sign-in-with-passkey";
import { passkeyAuthenticationResponseSchema } from "@/lib/schemas/passkeys";
import { createUser } from "@/lib/users/create-user";
import { callApi, randomIp } from "@/tests/support/api-client";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";
import { SoftAuthenticator } from "@/tests/support/soft-authenticator";

const ORIGIN = "http://api.test";
const SAME_ORIGIN = { origin: ORIGIN, host: "api.test" };
const RP = { id: "api.test", origin: ORIGIN };

type Member = { userId: string; accountId: string; email: string; cookie: string; sessionId: string; ip: string };

async function member(): Promise<Member> {
  const account = await createAccount({ name: "Passkeys" });
  const email = `pk-${Date.now()}-${Math.random()}@passkeys.test`;
  const user = await createUser(account.id, { email, password: "walnut-prism-harbor" });
  const { cookie, sessionId } = await mintSessionCookie(user.id);
  return { userId: user.id, accountId: account.id, email, cookie, sessionId, ip: randomIp() };
}

const as = (who: Member) => ({ cookie: who.cookie, ip: who.ip, headers: { ...SAME_ORIGIN, "x-forwarded-for": who.ip } });

/** A new sign-in of the member with the password: a session owing its second factor once they have one. */
async function newSession(who: Member): Promise<Member> {
  const { cookie, sessionId } = await mintSessionCookie(who.userId);
  return { ...who, cookie, sessionId };
}

async function registrationOptions(who: Member) {
  const response = await callApi(operations.startPasskeyRegistration, as(who));
  expect(response.status, response.text).toBe(200);
  return response.data!.options;
}

/** Registers a passkey of `authenticator` for the member through the routes. */
async function register(who: Member, authenticator = new SoftAuthenticator(ORIGIN), name = "Laptop") {
  const options = await registrationOptions(who);
  const added = await callApi(operations.addPasskey, { ...as(who), body: { name, response: authenticator.register(options) } });
  expect(added.status, added.text).toBe(201);
  return { authenticator, added: added.data! };
}

async function authenticationOptions(purpose: "sign_in" | "session", who?: Member, headers: Record<string, string> = SAME_ORIGIN) {
  const response = await passkeyOptionsRoute(
    requestWithCookie(who?.cookie ?? "", `${ORIGIN}/api/auth/passkey/options`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": who?.ip ?? randomIp(), ...headers },
      body: JSON.stringify({ purpose }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { options: { challenge: string }; error?: { message: string } } };
}

function secondFactorStep(who: Member, passkey: unknown): Promise<Response> {
  return submitSecondFactor(
    requestWithCookie(who.cookie, `${ORIGIN}/api/auth/two-factor`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": who.ip, ...SAME_ORIGIN },
      body: JSON.stringify({ passkey }),
    }),
  );
}

const signIn = (answer: unknown, ip = randomIp()) =>
  signInWithPasskey(passkeyAuthenticationResponseSchema.parse(answer), RP, { ipAddress: ip, userAgent: null, requestId: null });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

const auditActions = async (who: Member) =>
  (await db.auditLogEntry.findMany({ where: { accountId: who.accountId }, orderBy: { id: "asc" } })).map((entry) => entry.action);

describe("registering", () => {
  test("the first passkey is stored as a public key, turns two-factor on and answers ten recovery codes once", async () => {
    const who = await member();
    const { authenticator, added } = await register(who);
    expect(added.passkey).toMatchObject({ name: "Laptop", synced: false, lastUsedAt: null });
    expect(added.recoveryCodes).toHaveLength(10);
    const stored = await db.passkey.findUniqueOrThrow({ where: { id: added.passkey.id } });
    expect(stored.credentialId).toBe(authenticator.credentialId);
    expect(stored.publicKey.length).toBeGreaterThan(60);
    const list = await callApi(operations.listPasskeys, as(who));
    expect(list.data?.data.map((passkey) => passkey.name)).toEqual(["Laptop"]);
    expect(list.text).not.toContain(authenticator.credentialId);
    const status = await callApi(dashboardTwoFactorOperations.getTwoFactor, as(who));
    expect(status.data).toMatchObject({ enabled: true, authenticatorApp: false, passkeys: 1, recoveryCodesLeft: 10 });
    // A second passkey makes no new codes; the same credential twice is refused.
    const second = await register(who, new SoftAuthenticator(ORIGIN), "Phone");
    expect(second.added.recoveryCodes).toBeNull();
    const again = await callApi(operations.addPasskey, {
      ...as(who),
      body: { name: "Again", response: authenticator.register(await registrationOptions(who)) },
    });
    expect(again.status).toBe(409);
    expect(await auditActions(who)).toEqual(expect.arrayContaining(["passkey.added"]));
    // The next password sign-in owes its second factor.
    expect((await getSessionState(requestWithCookie((await newSession(who)).cookie)))?.secondFactorPending).toBe(true);
  });

  test.each([
    ["another origin", { origin: "https://evil.test" }],
    ["another RP ID", { rpId: "evil.test" }],
    ["no user verification", { userVerified: false }],
  ])("an answer with %s is refused and nothing is stored", async (_, bend) => {
    const who = await member();
    const options = await registrationOptions(who);
    const response = await callApi(operations.addPasskey, {
      ...as(who),
      body: { name: "Laptop", response: new SoftAuthenticator(ORIGIN).register(options, bend) },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.error?.code).toBe("VALIDATION_ERROR");
    expect(await db.passkey.count({ where: { userId: who.userId } })).toBe(0);
  });

  test("a challenge never handed out, one used already and another session's are refused", async () => {
    const who = await member();
    const other = await newSession(who);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const made = await callApi(operations.addPasskey, {
      ...as(who),
      body: { name: "Laptop", response: authenticator.register({ challenge: "bm90LWhhbmRlZC1vdXQ", user: { id: "dXNlcg" } }) },
    });
    expect(made.status).toBe(400);
    const options = await registrationOptions(who);
    const answer = authenticator.register(options);
    const stolen = await callApi(operations.addPasskey, { ...as(other), body: { name: "Laptop", response: answer } });
    expect(stolen.status).toBe(400);
    // Taking it off the table is what answering does: refused for the other session, it is spent.
    const late = await callApi(operations.addPasskey, { ...as(who), body: { name: "Laptop", response: answer } });
    expect(late.status).toBe(400);
    expect(await db.passkey.count({ where: { userId: who.userId } })).toBe(0);
  });

  test("malformed answers are a 400 in the documented body, never a 500", async () => {
    const who = await member();
    const answer = new SoftAuthenticator(ORIGIN).register(await registrationOptions(who));
    for (const response of [
      { ...answer, id: "not base64url!" },
      { ...answer, response: { ...answer.response, clientDataJSON: "\u0000" } },
      { ...answer, response: { ...answer.response, attestationObject: "AAAA" } },
      { ...answer, type: "password" },
      "a string",
    ]) {
      const refused = await callApi(operations.addPasskey, { ...as(who), body: { name: "Laptop", response } as never });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.error?.code).toBe("VALIDATION_ERROR");
    }
    const badName = await callApi(operations.addPasskey, { ...as(who), body: { name: "\ud800", response: answer } as never });
    expect(badName.status).toBe(400);
  });

  test("on an IP address the dashboard says to use localhost", async () => {
    const who = await member();
    const response = await callApi(operations.startPasskeyRegistration, {
      ...as(who),
      headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", "x-forwarded-for": who.ip },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain("http://localhost:3000");
  });
});

describe("signing in with a passkey alone", () => {
  test("signs in without a second step, moves the counter on and records the sign-in", async () => {
    const who = await member();
    const { authenticator, added } = await register(who);
    const { status, body } = await authenticationOptions("sign_in");
    expect(status).toBe(200);
    const user = await signIn(authenticator.authenticate(body.options));
    expect(user).toMatchObject({ id: who.userId, accountId: who.accountId });
    const stored = await db.passkey.findUniqueOrThrow({ where: { id: added.passkey.id } });
    expect(Number(stored.counter)).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
    const entry = await db.auditLogEntry.findFirst({ where: { accountId: who.accountId, action: "user.signed_in" } });
    expect(entry?.summary).toEqual({ method: "passkey" });
  });

  test.each([
    ["another origin", { origin: "https://evil.test" }],
    ["another RP ID", { rpId: "evil.test" }],
    ["a challenge never handed out", { challenge: "bm90LWhhbmRlZC1vdXQ" }],
    ["no user verification", { userVerified: false }],
  ])("an answer with %s is refused", async (_, bend) => {
    const who = await member();
    const { authenticator } = await register(who);
    const { body } = await authenticationOptions("sign_in");
    expect(await refusal(signIn(authenticator.authenticate(body.options, bend)))).toMatch(/could not be verified|expired/);
  });

  test("a counter that did not move (a cloned authenticator) and a replayed answer are refused", async () => {
    const who = await member();
    const { authenticator } = await register(who);
    const first = await authenticationOptions("sign_in");
    const answer = authenticator.authenticate(first.body.options);
    await signIn(answer);
    // The same answer again: its challenge is spent.
    expect(await refusal(signIn(answer))).toMatch(/expired or was already answered/);
    // A fresh challenge signed with the counter the server has seen already.
    const second = await authenticationOptions("sign_in");
    expect(await refusal(signIn(authenticator.authenticate(second.body.options, { counter: 1 })))).toMatch(/could not be verified/);
    // A session's challenge is not a sign-in's.
    const bound = await authenticationOptions("session", who);
    expect(await refusal(signIn(authenticator.authenticate(bound.body.options)))).toMatch(/expired or was already answered/);
  });

  test("the list says a passkey is synced once its provider has backed it up, as it reports at each use", async () => {
    const who = await member();
    const listed = async () => (await callApi(operations.listPasskeys, as(who))).data?.data.map(({ name, synced }) => ({ name, synced }));
    // A security key: bound to itself. A password manager's passkey, not backed up yet: not synced either.
    await register(who, new SoftAuthenticator(ORIGIN), "YubiKey");
    const provider = new SoftAuthenticator(ORIGIN);
    provider.backup = { eligible: true, synced: false };
    const { added } = await register(who, provider, "Phone");
    expect(added.passkey.synced).toBe(false);
    expect(await listed()).toEqual([
      { name: "YubiKey", synced: false },
      { name: "Phone", synced: false },
    ]);
    // Backed up since: its next sign-in says so.
    provider.backup = { eligible: true, synced: true };
    const { body } = await authenticationOptions("sign_in");
    await signIn(provider.authenticate(body.options));
    expect(await listed()).toEqual([
      { name: "YubiKey", synced: false },
      { name: "Phone", synced: true },
    ]);
  });

  test("a passkey someone removed no longer signs in", async () => {
    const who = await member();
    const { authenticator } = await register(who);
    await db.passkey.deleteMany({ where: { userId: who.userId } });
    const { body } = await authenticationOptions("sign_in");
    expect(await refusal(signIn(authenticator.authenticate(body.options)))).toMatch(/could not be verified/);
  });

  test("the options route refuses other sites, bad purposes and anonymous session asks", async () => {
    expect((await authenticationOptions("sign_in", undefined, { origin: "https://evil.test", host: "api.test" })).status).toBe(403);
    expect((await authenticationOptions("session")).status).toBe(401);
    const bad = await passkeyOptionsRoute(
      new Request(`${ORIGIN}/api/auth/passkey/options`, {
        method: "POST",
        headers: { "content-type": "application/json", ...SAME_ORIGIN },
        body: JSON.stringify({ purpose: "anything" }),
      }),
    );
    expect(bad.status).toBe(400);
  });
});

describe("a passkey as the second factor", () => {
  test("a half-signed-in session gives its passkey and is signed in; another session's challenge is refused", async () => {
    const who = await member();
    const { authenticator } = await register(who);
    const half = await newSession(who);
    const otherHalf = await newSession(who);
    expect((await getSessionState(requestWithCookie(half.cookie)))?.secondFactorPending).toBe(true);
    const { status, body } = await authenticationOptions("session", half);
    expect(status).toBe(200);
    const answer = authenticator.authenticate(body.options);
    const stolen = await secondFactorStep(otherHalf, answer);
    expect(stolen.status).toBe(400);
    // The refused use spent the challenge; the owner asks again.
    const again = await authenticationOptions("session", half);
    const accepted = await secondFactorStep(half, authenticator.authenticate(again.body.options));
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ method: "passkey" });
    expect((await getSessionState(requestWithCookie(half.cookie)))?.secondFactorPending).toBe(false);
    expect((await getSessionState(requestWithCookie(otherHalf.cookie)))?.secondFactorPending).toBe(true);
  });

  test("another user's passkey is refused, and ten wrong answers are throttled", async () => {
    const who = await member();
    await register(who);
    const stranger = await member();
    const { authenticator: strangers } = await register(stranger);
    const half = await newSession(who);
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      const { body } = await authenticationOptions("session", half);
      last = (await secondFactorStep(half, strangers.authenticate(body.options))).status;
      if (attempt < 10) expect(last).toBe(400);
    }
    expect(last).toBe(429);
  });
});

describe("confirming and removing", () => {
  test("removing a passkey needs a recent confirmation; a passkey confirms; the last one gone turns two-factor off", async () => {
    const who = await member();
    const { authenticator, added } = await register(who);
    await db.userSession.update({ where: { id: who.sessionId }, data: { confirmedAt: new Date(Date.now() - 11 * 60_000) } });
    const refused = await callApi(operations.removePasskey, { ...as(who), params: { id: added.passkey.id } });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("CONFIRMATION_REQUIRED");
    expect(await db.passkey.count({ where: { userId: who.userId } })).toBe(1);
    const { body } = await authenticationOptions("session", who);
    const confirmed = await callApi(dashboardConfirmationOperations.confirmIdentity, {
      ...as(who),
      body: { passkey: authenticator.authenticate(body.options) } as never,
    });
    expect(confirmed.status, confirmed.text).toBe(204);
    const half = await newSession(who);
    const removed = await callApi(operations.removePasskey, { ...as(who), params: { id: added.passkey.id } });
    expect(removed.status, removed.text).toBe(204);
    expect(await db.passkey.count({ where: { userId: who.userId } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: who.userId } })).toBe(0);
    // The session that gave only the password does not become signed in by the factor going.
    expect(await getSessionState(requestWithCookie(half.cookie))).toBeNull();
    expect(await auditActions(who)).toEqual(expect.arrayContaining(["passkey.removed"]));
    expect(await db.devMailMessage.count({ where: { to: who.email } })).toBeGreaterThan(0);
  });

  test("another user's passkey is not found, to rename or to remove", async () => {
    const who = await member();
    const stranger = await member();
    const { added } = await register(stranger);
    const rename = await callApi(operations.renamePasskey, { ...as(who), params: { id: added.passkey.id }, body: { name: "Mine" } });
    expect(rename.status).toBe(404);
    const remove = await callApi(operations.removePasskey, { ...as(who), params: { id: added.passkey.id } });
    expect(remove.status).toBe(404);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: added.passkey.id } })).name).toBe("Laptop");
    const own = await callApi(operations.renamePasskey, { ...as(stranger), params: { id: added.passkey.id }, body: { name: " YubiKey " } });
    expect(own.status).toBe(200);
    expect(own.data?.name).toBe("YubiKey");
  });
});

describe("an account that requires two-factor", () => {
  test("a member held to setting it up may add a passkey, and is let in once it is added", async () => {
    const who = await member();
    await db.account.update({ where: { id: who.accountId }, data: { requireTwoFactor: true } });
    expect((await getSessionState(requestWithCookie(who.cookie)))?.mustSetUpTwoFactor).toBe(true);
    expect((await callApi(dashboardTwoFactorOperations.getTwoFactor, as(who))).status).toBe(200);
    await register(who);
    expect((await getSessionState(requestWithCookie(who.cookie)))?.mustSetUpTwoFactor).toBe(false);
  });
});
