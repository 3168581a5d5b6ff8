// "Forgot password?" end to end through the real route handlers, Postgres and the throttle:
// one answer whether or not the e-mail exists, a single-use link valid for 1 hour whose token
// is stored only hashed, every session ended, and one refusal for every bad link.
import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, test, vi } from "vitest";
import { errorBodySchema, type ErrorBody } from "@/lib/errors";
import { createAccount } from "@/lib/accounts/create-account";
import { getSessionUser } from "@/lib/identity/sessions/get-session-user";
import { verifyCredentials } from "@/lib/identity/sign-in/verify-credentials";
import { dashboardPasswordResetOperations } from "@/lib/dashboard/operations/password-reset-operations";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/identity/passwords/request-password-reset";
import { INVALID_RESET_LINK } from "@/lib/schemas/password-reset";
import { createUser } from "@/lib/users/create-user";
import { callApi, randomIp } from "@/tests/support/api-client";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const PASSWORD = "walnut-prism-harbor";
const NEW_PASSWORD = "orchid-basalt-tundra-8";
const REQUEST = "/api/dashboard/password-reset/request";
const { requestPasswordReset: requestOperation, completePasswordReset } = dashboardPasswordResetOperations;

async function newUser(label = "reset") {
  const account = await createAccount({ name: `Reset ${label}` });
  const user = await createUser(account.id, {
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@reset.test`,
    password: PASSWORD,
  });
  return { ...user, accountId: account.id };
}

/** Asks for a link and waits for the work done after the answer (lookup, token, mail). */
async function requestReset(email: string, ip = randomIp()) {
  const response = await callApi(requestOperation, { body: { email }, ip, headers: { "user-agent": "reset-test/1.0" } });
  await settleBackgroundWork();
  return response;
}

/** The token in the newest reset e-mail to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await db.devMailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1];
}

const complete = (token: string, password: string = NEW_PASSWORD, ip = randomIp()) =>
  callApi(completePasswordReset, { body: { token, password }, ip, headers: { "user-agent": "reset-test/1.0" } });

const isSignedIn = async (cookie: string) => (await getSessionUser(requestWithCookie(cookie))) !== null;
const passwordHashOf = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash;
const auditOf = (accountId: string) => db.auditLogEntry.findMany({ where: { accountId }, orderBy: { id: "asc" } });

function expectInvalidLink(response: { status: number; error: ErrorBody["error"] | undefined }) {
  expect(response.status).toBe(400);
  expect(response.error).toMatchObject({
    code: "VALIDATION_ERROR",
    message: INVALID_RESET_LINK,
    details: [{ path: "token", message: INVALID_RESET_LINK }],
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/dashboard/password-reset/request", () => {
  test("a real user gets a single-use link by e-mail; only the token's SHA-256 is stored; the request is audited", async () => {
    const user = await newUser();
    const ip = randomIp();
    const response = await requestReset(user.email.toUpperCase(), ip);
    expect(response.status).toBe(202);
    expect(response.data).toEqual({ message: RESET_REQUESTED_MESSAGE });

    const mail = await db.devMailMessage.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.subject).toBe("Reset your Voice Assistant Service password");
    const token = await tokenMailedTo(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${process.env.NEXTAUTH_URL ?? "http://localhost:3000"}/reset-password/${token}`);
    expect(mail.html).toContain(`/reset-password/${token}`);

    const [row] = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.usedAt).toBeNull();
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1_000);

    expect(await auditOf(user.accountId)).toEqual([
      expect.objectContaining({
        action: "user.password_reset_requested",
        actorType: "user",
        actorId: user.id,
        actorLabel: user.email,
        targetType: "user",
        targetId: user.id,
        ipAddress: ip,
        userAgent: "reset-test/1.0",
        requestId: expect.stringMatching(/^req_/),
      }),
    ]);
  });

  test("an unknown e-mail gets the very same answer, and nothing is stored or sent", async () => {
    const known = await newUser("known");
    const unknown = `nobody-${Date.now()}-${Math.random()}@reset.test`;
    const [forKnown, forUnknown] = [await requestReset(known.email), await requestReset(unknown)];
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.data).toEqual(forKnown.data);
    expect([...forUnknown.headers.keys()].sort()).toEqual([...forKnown.headers.keys()].sort());
    expect(await db.devMailMessage.count({ where: { to: unknown } })).toBe(0);
    expect(await db.auditLogEntry.count({ where: { targetLabel: unknown } })).toBe(0);
  });

  test("the answer is given before the e-mail is even looked up, so its timing cannot tell", async () => {
    const user = await newUser("timing");
    // The work after the answer starts on the next turn of the event loop: held here.
    vi.useFakeTimers({ toFake: ["setImmediate"] });
    const answer = await requestPasswordReset(user.email, { ipAddress: randomIp(), userAgent: null, requestId: null });
    expect(answer).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    vi.runAllTimers();
    vi.useRealTimers();
    await settleBackgroundWork();
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });

  test("a new request replaces the older unused link: only the newest e-mail works", async () => {
    const user = await newUser("replace");
    await requestReset(user.email);
    const first = await tokenMailedTo(user.email);
    await requestReset(user.email);
    const second = await tokenMailedTo(user.email);
    expect(second).not.toBe(first);
    expectInvalidLink(await complete(first));
    expect((await complete(second)).status).toBe(204);
  });

  test.each([
    ["NUL", "a\u0000b@reset.test"],
    ["a lone surrogate", "a\ud800b@reset.test"],
    ["not an e-mail", "not-an-email"],
    ["a number", 42],
    ["over 254 characters", `${"a".repeat(250)}@reset.test`],
  ])("an e-mail with %s is a 400 on the field, not a 500", async (_case, email) => {
    // Literal: one of the e-mails is a number, which the typed body refuses.
    const response = await callApi("POST", REQUEST, { json: { email } });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe("email");
  });

  test("throttled per e-mail (10 an hour, from any address) and per address (20 in 15 minutes)", async () => {
    const user = await newUser("throttle");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await callApi(requestOperation, { body: { email: user.email }, ip: randomIp() })).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const refused = await callApi(requestOperation, { body: { email: ` ${user.email.toUpperCase()}` }, ip: randomIp() });
    expect(refused.status).toBe(429);
    expect(refused.error!.message).toMatch(/^Too many password reset attempts for this e-mail\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await settleBackgroundWork();
    // Only the answered ones made a link (each replacing the last) and an e-mail.
    expect(await db.devMailMessage.count({ where: { to: user.email } })).toBe(10);

    const ip = randomIp();
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 21; i++) {
      fromOneAddress.push((await callApi(requestOperation, { body: { email: `probe-${i}-${Date.now()}@reset.test` }, ip })).status);
    }
    expect(fromOneAddress).toEqual([...Array(20).fill(202), 429]);
    await settleBackgroundWork();
  });
});

describe("POST /api/dashboard/password-reset/complete", () => {
  test("sets the new password, ends every session of the user, spends the link and audits it", async () => {
    const user = await newUser("complete");
    const sessions = [await mintSessionCookie(user.id), await mintSessionCookie(user.id)];
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    const ip = randomIp();

    const response = await complete(token, NEW_PASSWORD, ip);
    expect(response.status).toBe(204);
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, PASSWORD)).toBeNull();
    for (const session of sessions) expect(await isSignedIn(session.cookie)).toBe(false);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
    const [row] = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(row.usedAt).not.toBeNull();

    const entries = await auditOf(user.accountId);
    expect(entries.map((entry) => entry.action)).toEqual(["user.password_reset_requested", "user.password_reset"]);
    expect(entries[1]).toMatchObject({
      actorType: "user",
      actorId: user.id,
      actorLabel: user.email,
      targetId: user.id,
      ipAddress: ip,
      userAgent: "reset-test/1.0",
      summary: { sessionsEnded: 2 },
    });
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(entries)).not.toContain(token);

    // Used once: refused the second time, and the password stays the first one's.
    const hash = await passwordHashOf(user.id);
    expectInvalidLink(await complete(token, "another-harbor-lantern-3"));
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  test("an expired link is refused and nothing changes", async () => {
    const user = await newUser("expired");
    const session = await mintSessionCookie(user.id);
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const hash = await passwordHashOf(user.id);
    expectInvalidLink(await complete(token));
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect(await isSignedIn(session.cookie)).toBe(true);
    expect((await auditOf(user.accountId)).map((entry) => entry.action)).toEqual(["user.password_reset_requested"]);
  });

  test.each([
    ["a forged token of the right shape", randomBytes(32).toString("base64url")],
    ["an empty token", ""],
    ["a token with NUL", `${randomBytes(31).toString("base64url")}\u0000`],
    ["a token with a lone surrogate", `${randomBytes(31).toString("base64url").slice(0, 42)}\ud800`],
    ["a token of 201 characters", "a".repeat(201)],
    ["the token's hash instead of the token", createHash("sha256").update("x").digest("base64url")],
  ])("%s: the same 400 on the token", async (_case, token) => {
    expectInvalidLink(await complete(token));
  });

  test("a weak or overlong password is refused on its field and the link stays usable", async () => {
    const user = await newUser("weak");
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    const weak = await complete(token, "password1");
    expect(weak.status).toBe(400);
    expect(weak.error!.details).toEqual([{ path: "password", message: expect.stringMatching(/^This password is too easy to guess\./) }]);
    const long = await complete(token, `${NEW_PASSWORD}-`.repeat(8));
    expect(long.error!.details).toEqual([{ path: "password", message: "Use at most 128 characters" }]);
    const short = await complete(token, "a1b2");
    expect(short.error!.details).toEqual([{ path: "password", message: "Use at least 8 characters" }]);
    expect(await db.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
    expect((await complete(token)).status).toBe(204);
  });

  test("odd characters in a password are a password like any other: no 500", async () => {
    const nul = await newUser("nul");
    await requestReset(nul.email);
    expect((await complete(await tokenMailedTo(nul.email), "orchid\u0000basalt-tundra-8")).status).toBe(204);
    expect(await verifyCredentials(nul.email, "orchid\u0000basalt-tundra-8")).toMatchObject({ id: nul.id });

    const surrogate = await newUser("surrogate");
    await requestReset(surrogate.email);
    const response = await complete(await tokenMailedTo(surrogate.email), "orchid-\ud800-basalt-tundra");
    expect([204, 400]).toContain(response.status);
  });

  test("two tabs racing with one link: exactly one sets the password", async () => {
    const user = await newUser("race");
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    const results = await Promise.all([complete(token, NEW_PASSWORD), complete(token, "another-harbor-lantern-3")]);
    expect(results.map((result) => result.status).sort()).toEqual([204, 400]);
    expect((await auditOf(user.accountId)).filter((entry) => entry.action === "user.password_reset")).toHaveLength(1);
  });

  test("throttled per address before any work: the 21st attempt is refused even with a good link, which stays unspent", async () => {
    const user = await newUser("complete-throttle");
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expectInvalidLink(await complete(randomBytes(32).toString("base64url"), NEW_PASSWORD, ip));
    const refused = await complete(token, NEW_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.error!.message).toMatch(/^Too many password reset attempts from your network\./);
    expect(await db.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
    expect(await verifyCredentials(user.email, PASSWORD)).toMatchObject({ id: user.id });
  });

  test("throttled per account e-mail: weak guesses through one link count against it", async () => {
    const user = await newUser("complete-email");
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    // The request counted once; nine weak passwords fill the hour's ten.
    for (let i = 0; i < 9; i++) expect((await complete(token, "password1")).status).toBe(400);
    const refused = await complete(token, NEW_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.error!.message).toMatch(/^Too many password reset attempts for this e-mail\./);
  });
});
