// An owner resets the two-factor sign-in of a member who lost every factor, through the real
// route: what goes (app, passkeys, recovery codes, sessions), who may (owners, not for
// themselves), what is told (the member by e-mail, the audit log), and the refusals.
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Role } from "@/lib/access/roles";
import { createAccount } from "@/lib/accounts/create-account";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { replaceRecoveryCodes } from "@/lib/identity/factors/recovery-codes";
import { newTotpSecret } from "@/lib/identity/factors/totp";
import { insertUser } from "@/lib/users/create-user";
import { callApi, randomIp } from "@/tests/support/api-client";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };

async function memberOf(accountId: string, role: Role) {
  const email = `${role}-${newId("user")}@reset.test`;
  const user = await insertUser(accountId, { email, role, passwordHash: "unused: the test signs in by cookie" });
  const { cookie } = await mintSessionCookie(user.id);
  return { id: user.id, email, cookie, ip: randomIp() };
}

const as = (who: { cookie: string; ip: string }) => ({
  cookie: who.cookie,
  ip: who.ip,
  headers: { ...SAME_ORIGIN, "x-forwarded-for": who.ip },
});

/** Gives a user an authenticator app, a passkey and recovery codes, as one who lost them all had. */
async function withEveryFactor(userId: string): Promise<void> {
  await db.totpCredential.create({ data: { userId, secret: newTotpSecret(), enabledAt: new Date() } });
  await db.passkey.create({
    data: {
      id: newId("pk"),
      userId,
      credentialId: randomBytes(32).toString("base64url"),
      publicKey: randomBytes(77),
      deviceType: "multiDevice",
      backedUp: true,
      name: "Lost phone",
    },
  });
  await replaceRecoveryCodes(db, userId, new Date());
}

describe("an owner resets a member's two-factor sign-in", () => {
  test("app, passkeys, recovery codes and sessions go; the member is e-mailed; the audit log says who", async () => {
    const account = await createAccount({ name: "Reset" });
    const owner = await memberOf(account.id, "owner");
    const developer = await memberOf(account.id, "developer");
    await withEveryFactor(developer.id);
    const stranded = await mintSessionCookie(developer.id);
    expect((await getSessionState(requestWithCookie(stranded.cookie)))?.secondFactorPending).toBe(true);
    const list = await callApi(operations.listMembers, as(owner));
    expect(list.data?.data.find((member) => member.id === developer.id)?.twoFactor).toBe(true);
    expect(list.data?.data.find((member) => member.id === owner.id)?.twoFactor).toBe(false);

    const reset = await callApi(operations.resetMemberTwoFactor, { ...as(owner), params: { id: developer.id } });
    expect(reset.status, reset.text).toBe(204);
    expect(await db.totpCredential.count({ where: { userId: developer.id } })).toBe(0);
    expect(await db.passkey.count({ where: { userId: developer.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: developer.id } })).toBe(0);
    expect(await getSessionState(requestWithCookie(stranded.cookie))).toBeNull();
    expect(await getSessionState(requestWithCookie(developer.cookie))).toBeNull();
    const entry = await db.auditLogEntry.findFirst({ where: { accountId: account.id, action: "member.two_factor_reset" } });
    expect(entry).toMatchObject({ actorId: owner.id, targetId: developer.id, summary: { passkeysRemoved: 1, sessionsEnded: 2 } });
    const mail = await db.devMailMessage.findMany({ where: { to: developer.email } });
    expect(mail.map((message) => message.subject)).toContain("An owner reset your two-factor sign-in");
    // Nothing left to reset.
    const again = await callApi(operations.resetMemberTwoFactor, { ...as(owner), params: { id: developer.id } });
    expect(again.status).toBe(409);
  });

  test("not by an admin, not for oneself, not for another account's member; nothing changes", async () => {
    const account = await createAccount({ name: "Reset refusals" });
    const owner = await memberOf(account.id, "owner");
    const admin = await memberOf(account.id, "admin");
    const developer = await memberOf(account.id, "developer");
    await withEveryFactor(developer.id);
    const byAdmin = await callApi(operations.resetMemberTwoFactor, { ...as(admin), params: { id: developer.id } });
    expect(byAdmin.status).toBe(403);
    await withEveryFactor(owner.id);
    const { cookie } = await mintSessionCookie(owner.id);
    await db.userSession.updateMany({ where: { userId: owner.id }, data: { secondFactorPending: false } });
    const self = await callApi(operations.resetMemberTwoFactor, { ...as({ cookie, ip: owner.ip }), params: { id: owner.id } });
    expect(self.status).toBe(403);
    expect(self.error?.message).toMatch(/Account page/);
    const elsewhere = await createAccount({ name: "Elsewhere" });
    const stranger = await memberOf(elsewhere.id, "developer");
    await withEveryFactor(stranger.id);
    const foreign = await callApi(operations.resetMemberTwoFactor, { ...as({ cookie, ip: owner.ip }), params: { id: stranger.id } });
    expect(foreign.status).toBe(404);
    for (const userId of [developer.id, owner.id, stranger.id]) {
      expect(await db.passkey.count({ where: { userId } })).toBe(1);
      expect(await db.totpCredential.count({ where: { userId } })).toBe(1);
    }
  });
});
