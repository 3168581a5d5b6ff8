import { describe, expect, test } from "vitest";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "@/lib/access/two-factor-policy";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { dashboardAssistantOperations } from "@/lib/dashboard/operations/assistant-operations";
import { dashboardSessionOperations } from "@/lib/dashboard/operations/session-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { newTotpSecret } from "@/lib/identity/factors/totp";
import { createUser } from "@/lib/users/create-user";
import { callApi, createTestAccount } from "@/tests/support/api-client";
import { mintSessionCookie } from "@/tests/support/session-cookie";

const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };
const PASSWORD = "walnut-prism-harbor";

const giveTotp = (userId: string) => db.totpCredential.create({ data: { userId, secret: newTotpSecret(), enabledAt: new Date() } });

async function team() {
  const account = await createTestAccount({ name: "Required two-factor", permissions: ["assistants:read"] });
  const owner = await createUser(account.accountId, { email: `owner-${newId("user")}@require.test`, password: PASSWORD });
  const developer = await createUser(
    account.accountId,
    { email: `dev-${newId("user")}@require.test`, password: PASSWORD },
    { role: "developer" },
  );
  const asOwner = { cookie: (await mintSessionCookie(owner.id)).cookie, headers: SAME_ORIGIN };
  const asDeveloper = { cookie: (await mintSessionCookie(developer.id)).cookie, headers: SAME_ORIGIN };
  return { account, owner, developer, asOwner, asDeveloper };
}

const requirement = (as: { cookie: string; headers: Record<string, string> }, required: boolean) =>
  callApi(operations.setTwoFactorRequirement, { ...as, body: { required } });

describe("an owner requires two-factor sign-in of every member", () => {
  test("not before the owner has it: 409, and nothing changes", async () => {
    const { account, asOwner } = await team();
    const refused = await requirement(asOwner, true);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe("Set up two-factor sign-in for yourself before you require it of everyone");
    expect((await db.account.findUniqueOrThrow({ where: { id: account.accountId } })).requireTwoFactor).toBe(false);
  });

  test("a member without it may then only set it up; with it on, everything opens again; API keys never notice", async () => {
    const { account, owner, developer, asOwner, asDeveloper } = await team();
    await giveTotp(owner.id);
    const set = await requirement(asOwner, true);
    expect(set.status, set.text).toBe(200);
    expect(set.data).toEqual({ required: true });
    const entry = await db.auditLogEntry.findFirstOrThrow({
      where: { accountId: account.accountId, action: "account.two_factor_requirement_set" },
    });
    expect(entry.summary).toEqual({ before: { required: false }, after: { required: true } });

    const held = await callApi(dashboardAssistantOperations.list, asDeveloper);
    expect(held.status).toBe(403);
    expect(held.error).toMatchObject({ code: "FORBIDDEN", message: TWO_FACTOR_REQUIRED_MESSAGE });
    expect((await callApi(dashboardSessionOperations.listSessions, asDeveloper)).status).toBe(403);
    const status = await callApi(operations.getTwoFactor, asDeveloper);
    expect(status.data).toMatchObject({ enabled: false, requiredByAccount: true });
    expect((await callApi(operations.startTotpEnrolment, asDeveloper)).status).toBe(200);
    // The owner, who has it, goes on; so does the account's API key.
    expect((await callApi(dashboardAssistantOperations.list, asOwner)).status).toBe(200);
    expect((await callApi(assistantOperations.list, { key: account.key })).status).toBe(200);

    await db.totpCredential.update({ where: { userId: developer.id }, data: { enabledAt: new Date() } });
    expect((await callApi(dashboardAssistantOperations.list, asDeveloper)).status).toBe(200);
  });

  test("once the owner stops requiring it, a member without it is let through at their next request", async () => {
    const { owner, asOwner, asDeveloper } = await team();
    await giveTotp(owner.id);
    await requirement(asOwner, true);
    expect((await callApi(dashboardAssistantOperations.list, asDeveloper)).status).toBe(403);
    expect((await requirement(asOwner, false)).status).toBe(200);
    expect((await callApi(dashboardAssistantOperations.list, asDeveloper)).status).toBe(200);
  });
});
