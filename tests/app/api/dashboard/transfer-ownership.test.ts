// An owner hands their ownership to another member in one step (decision 0192's companion in
// issue 43): the member becomes an owner, the owner an admin, audited; every refusal (not an
// owner, themself, an owner already, another account's member, an unconfirmed session) changes
// nothing. Leaving is dashboardLeaveAccount, tested in team.test.ts.
import { describe, expect, test } from "vitest";
import { CONFIRMATION_WINDOW_MS } from "@/lib/access/confirmation-policy";
import type { Role } from "@/lib/access/roles";
import { createAccount } from "@/lib/accounts/create-account";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { accountSnapshot } from "../../../support/account-snapshot";
import { callApi } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

async function member(accountId: string, role: Role) {
  const user = await db.user.create({
    data: { id: newId("user"), accountId, email: `${role}-${newId("user").toLowerCase()}@transfer.test`, role },
  });
  return { ...user, session: await dashboardSession({ accountId, userId: user.id }) };
}

const transfer = (session: Awaited<ReturnType<typeof member>>["session"], id: string) =>
  callApi(operations.transferOwnership, { ...session, params: { id } });
const roleOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).role;

describe("transferring ownership", () => {
  test("the member becomes an owner and the owner an admin, in one step, audited", async () => {
    const account = await createAccount({ name: "Transfer Co" });
    const owner = await member(account.id, "owner");
    const developer = await member(account.id, "developer");
    const answer = await transfer(owner.session, developer.id);
    expect(answer.status, answer.text).toBe(204);
    expect([await roleOf(developer.id), await roleOf(owner.id)]).toEqual(["owner", "admin"]);
    expect(
      await db.auditLogEntry.findFirstOrThrow({ where: { accountId: account.id, action: "member.ownership_transferred" } }),
    ).toMatchObject({
      actorId: owner.id,
      targetId: developer.id,
      summary: { before: { role: "developer" }, after: { role: "owner" }, previousOwner: { email: owner.email, role: "admin" } },
    });
    // Now an admin, the former owner cannot transfer again.
    expect((await transfer(owner.session, developer.id)).status).toBe(403);
  });

  test("refusals change nothing: not an owner, themself, an owner already, another account's member, an unconfirmed session", async () => {
    const account = await createAccount({ name: "Transfer Refusals" });
    const owner = await member(account.id, "owner");
    const coOwner = await member(account.id, "owner");
    const admin = await member(account.id, "admin");
    const viewer = await member(account.id, "viewer");
    const foreign = await member((await createAccount({ name: "Elsewhere" })).id, "viewer");
    const before = await accountSnapshot(account.id);

    const cases: [Awaited<ReturnType<typeof member>>, string, number, string][] = [
      [admin, viewer.id, 403, "FORBIDDEN"],
      [owner, owner.id, 409, "CONFLICT"],
      [owner, coOwner.id, 409, "CONFLICT"],
      [owner, foreign.id, 404, "NOT_FOUND"],
      [owner, "user_not-an-id", 404, "NOT_FOUND"],
    ];
    for (const [who, target, status, code] of cases) {
      const answer = await transfer(who.session, target);
      expect(answer.status, `${who.role} → ${target}: ${answer.text}`).toBe(status);
      expect(answer.error?.code).toBe(code);
    }
    await db.userSession.updateMany({
      where: { userId: owner.id },
      data: { confirmedAt: new Date(Date.now() - CONFIRMATION_WINDOW_MS - 1_000) },
    });
    expect((await transfer(owner.session, viewer.id)).error?.code).toBe("CONFIRMATION_REQUIRED");

    const after = await accountSnapshot(account.id);
    expect({ ...after, UserSession: [] }).toEqual({ ...before, UserSession: [] });
    expect(await roleOf(foreign.id)).toBe("viewer");
  });
});
