// Issue 18's team operations through the real pipeline: members, roles and invitations, and the
// two public steps of accepting an invitation. Every refusal is a clear 4xx that changes nothing.
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { signInWithPassword } from "@/lib/identity/sign-in/sign-in-with-password";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { hashLinkToken } from "@/lib/identity/link-token";
import type { Role } from "@/lib/access/roles";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardInvitationOperations } from "@/lib/dashboard/operations/invitation-operations";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { errorBodySchema, type ErrorBody } from "@/lib/errors";
import type { AcceptInvitationInput } from "@/lib/schemas/accept-invitation";
import { callApi } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

const PASSWORD = "walnut-prism-harbor-7";
let counter = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++counter}@team.test`;

type Member = { id: string; email: string; session: Awaited<ReturnType<typeof dashboardSession>> };

async function addMember(accountId: string, role: Role, who: string = role): Promise<Member> {
  const user = await db.user.create({ data: { id: newId("user"), accountId, email: uniqueEmail(who), role } });
  return { id: user.id, email: user.email, session: await dashboardSession({ accountId, userId: user.id }) };
}

async function team(name = "Team Co") {
  const account = await createAccount({ name });
  const owner = await addMember(account.id, "owner");
  return { account, owner };
}

/** Everything a team change could touch, to prove a refusal changed nothing. */
async function snapshot(accountId: string) {
  const [users, invitations, audit] = await Promise.all([
    db.user.findMany({ where: { accountId }, select: { id: true, email: true, role: true }, orderBy: { id: "asc" } }),
    db.invitation.findMany({ where: { accountId }, orderBy: { id: "asc" } }),
    db.auditLogEntry.count({ where: { accountId } }),
  ]);
  // The outbox is shared by every test running at once: count only this account's people's mail.
  const addresses = [...users, ...invitations].map((person) => person.email);
  const mail = await db.devMailMessage.count({ where: { to: { in: addresses } } });
  return { users, invitations, audit, mail };
}

async function invite(member: Member, email: string, role: Role = "developer") {
  return callApi(dashboardTeamOperations.invite, {
    ...member.session,
    body: { email, role },
  });
}

/** The token of the newest invitation e-mail to `email`, read from the dev outbox. */
async function tokenMailedTo(email: string) {
  const mail = await db.devMailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const match = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { token: match![1], mail };
}

const accept = (token: string, fields: Partial<AcceptInvitationInput> = {}) =>
  callApi(dashboardInvitationOperations.acceptInvitation, { body: { token, name: "Dana Dev", password: PASSWORD, ...fields } });
const preview = (token: string) => callApi(dashboardInvitationOperations.previewInvitation, { body: { token } });

async function auditActions(accountId: string) {
  return (await db.auditLogEntry.findMany({ where: { accountId }, orderBy: { id: "asc" } })).map((entry) => entry.action);
}

describe("invitations", () => {
  test("an owner invites; the invitee previews, accepts with a name and password, and signs in with the invited role", async () => {
    const { account, owner } = await team("Acme Voice");
    const email = uniqueEmail("dana");
    const sent = await invite(owner, email.toUpperCase());
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data).toMatchObject({ emailSent: true, invitation: { email, role: "developer", invitedBy: owner.email } });

    const { token, mail } = await tokenMailedTo(email);
    expect(mail.text).toContain(`/invite/${token}`);
    expect(mail.subject).toContain("Acme Voice");
    // Only the hash is kept.
    const stored = await db.invitation.findUniqueOrThrow({ where: { id: sent.data!.invitation.id } });
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const listed = await callApi(dashboardTeamOperations.listInvitations, owner.session);
    expect(listed.data!.data).toEqual([expect.objectContaining({ id: sent.data!.invitation.id, invitedBy: owner.email })]);
    expect(listed.text).not.toContain(stored.tokenHash);

    const peek = await preview(token);
    expect(peek.status, peek.text).toBe(200);
    expect(peek.data).toMatchObject({ accountName: "Acme Voice", email, role: "developer", invitedBy: owner.email });

    const accepted = await accept(token);
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.data).toMatchObject({ email, role: "developer" });
    // Signing in (the credentials provider's own step) records the member's last sign-in.
    const user = await signInWithPassword(email, PASSWORD, "203.0.113.9");
    expect(user).toMatchObject({ accountId: account.id });
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: "developer", name: "Dana Dev" });

    const members = await callApi(dashboardTeamOperations.listMembers, owner.session);
    expect(members.data!.data.map((member) => [member.email, member.role])).toEqual([
      [owner.email, "owner"],
      [email, "developer"],
    ]);
    // The new member signed in with a password; the owner's session here was minted, not signed in.
    expect(members.data!.data.map((member) => Boolean(member.lastSignedInAt))).toEqual([false, true]);
    expect(members.data!.data.every((member) => !Number.isNaN(Date.parse(member.joinedAt)))).toBe(true);
    expect((await callApi(dashboardTeamOperations.listInvitations, owner.session)).data!.data).toEqual([]);
    expect(await auditActions(account.id)).toEqual(["invitation.sent", "invitation.accepted", "user.created", "user.signed_in"]);
    const created = await db.auditLogEntry.findFirstOrThrow({ where: { accountId: account.id, action: "user.created" } });
    expect(created).toMatchObject({ actorType: "user", actorLabel: email, targetLabel: email });
  });

  test("a used, canceled, expired, replaced or forged token is refused and changes nothing", async () => {
    const { account, owner } = await team();
    const used = uniqueEmail("used");
    await invite(owner, used);
    const usedToken = (await tokenMailedTo(used)).token;
    expect((await accept(usedToken)).status).toBe(201);

    const canceled = uniqueEmail("canceled");
    const canceledId = (await invite(owner, canceled)).data!.invitation.id;
    const canceledToken = (await tokenMailedTo(canceled)).token;
    expect((await callApi(dashboardTeamOperations.cancelInvitation, { ...owner.session, params: { id: canceledId } })).status).toBe(204);

    const expired = uniqueEmail("expired");
    const expiredId = (await invite(owner, expired)).data!.invitation.id;
    const expiredToken = (await tokenMailedTo(expired)).token;
    await db.invitation.update({ where: { id: expiredId }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const resent = uniqueEmail("resent");
    const resentId = (await invite(owner, resent)).data!.invitation.id;
    const oldToken = (await tokenMailedTo(resent)).token;
    const again = await callApi(dashboardTeamOperations.resendInvitation, { ...owner.session, params: { id: resentId } });
    expect(again.status, again.text).toBe(200);
    const newToken = (await tokenMailedTo(resent)).token;
    expect(newToken).not.toBe(oldToken);

    const before = await snapshot(account.id);
    const cases: [string, string, number, RegExp][] = [
      ["used", usedToken, 409, /already been accepted/],
      ["canceled", canceledToken, 409, /canceled/],
      ["expired", expiredToken, 409, /expired/],
      ["replaced by a resend", oldToken, 404, /not valid/],
      ["forged", randomBytes(32).toString("base64url"), 404, /not valid/],
    ];
    for (const [label, token, status, message] of cases) {
      for (const response of [await preview(token), await accept(token)]) {
        expect(response.status, `${label}: ${response.text}`).toBe(status);
        expect(response.error!.message).toMatch(message);
      }
    }
    for (const token of ["short", `${"a".repeat(42)}=`, "a\u0000".repeat(22)]) {
      expect((await accept(token)).status).toBe(400);
      expect((await preview(token)).status).toBe(400);
    }
    expect(await snapshot(account.id)).toEqual(before);

    // The resent link works, once.
    expect((await accept(newToken)).status).toBe(201);
    expect((await accept(newToken)).status).toBe(409);
    expect(await auditActions(account.id)).toContain("invitation.resent");
    expect(await auditActions(account.id)).toContain("invitation.canceled");
  });

  test("accepting refuses a weak password, one made of the e-mail, and odd bytes in the name, on their fields", async () => {
    const { account, owner } = await team();
    const email = uniqueEmail("weakling");
    await invite(owner, email);
    const { token } = await tokenMailedTo(email);
    const before = await snapshot(account.id);
    const cases: [Partial<AcceptInvitationInput>, string][] = [
      [{ password: "password1" }, "password"],
      [{ password: email }, "password"],
      [{ name: "Dana\u0000" }, "name"],
      [{ name: "\ud800Dana" }, "name"],
      [{ name: "" }, "name"],
    ];
    for (const [fields, field] of cases) {
      const response = await accept(token, fields);
      expect(response.status, response.text).toBe(400);
      expect(response.error!.details?.map((detail) => detail.path)).toContain(field);
    }
    // Literal: a field the body schema does not have.
    const withRole = await callApi("POST", "/api/dashboard/invitation/accept", {
      json: { token, name: "Dana Dev", password: PASSWORD, role: "owner" },
    });
    expect(withRole.status, withRole.text).toBe(400);
    expect(errorBodySchema.parse(withRole.body).error.details?.map((detail) => detail.path)).toContain("role");
    expect(await snapshot(account.id)).toEqual(before);
  });

  test("refuses inviting oneself, a member, a pending e-mail and bad input (409/400), changing nothing", async () => {
    const { account, owner } = await team();
    const developer = await addMember(account.id, "developer");
    const pending = uniqueEmail("pending");
    await invite(owner, pending);
    const before = await snapshot(account.id);
    const cases: [string, () => Promise<{ status: number; text: string }>, number, RegExp][] = [
      ["oneself", () => invite(owner, owner.email, "admin"), 409, /cannot invite yourself/],
      ["a member", () => invite(owner, developer.email, "viewer"), 409, /already a member/],
      ["a pending e-mail", () => invite(owner, pending, "viewer"), 409, /pending invitation/],
      ["a NUL in the e-mail", () => invite(owner, "a\u0000b@team.test", "viewer"), 400, /control character/],
      ["a lone surrogate in the e-mail", () => invite(owner, "a\ud800@team.test", "viewer"), 400, /invalid character/],
      ["no e-mail", () => invite(owner, "not-an-address", "viewer"), 400, /valid e-mail/],
      // Literal: a role the body schema does not know.
      [
        "an unknown role",
        () => callApi("POST", "/api/dashboard/invitations", { ...owner.session, json: { email: uniqueEmail("x"), role: "superuser" } }),
        400,
        /Unknown role/,
      ],
    ];
    for (const [label, call, status, message] of cases) {
      const response = await call();
      expect(response.status, `${label}: ${response.text}`).toBe(status);
      const { error } = errorBodySchema.parse(JSON.parse(response.text));
      expect(`${error.message} ${JSON.stringify(error.details ?? [])}`).toMatch(message);
    }
    expect(await snapshot(account.id)).toEqual(before);
  });

  test("who may invite: an admin invites but never an owner; a developer and a viewer cannot invite or list", async () => {
    const { account } = await team();
    const admin = await addMember(account.id, "admin");
    expect((await invite(admin, uniqueEmail("new-admin"), "admin")).status).toBe(201);
    const before = await snapshot(account.id);
    const ownerInvite = await invite(admin, uniqueEmail("new-owner"), "owner");
    expect(ownerInvite.status).toBe(403);
    expect(ownerInvite.text).toContain("Only an owner can invite an owner");
    for (const role of ["developer", "viewer"] as const) {
      const member = await addMember(account.id, role);
      const refused = await invite(member, uniqueEmail("nope"));
      expect(refused.status).toBe(403);
      expect(refused.text).toContain("needs the admin role");
      expect((await callApi(dashboardTeamOperations.listInvitations, member.session)).status).toBe(403);
      await db.user.delete({ where: { id: member.id } });
    }
    expect(await snapshot(account.id)).toEqual(before);
  });

  test("an admin cannot resend or cancel an invitation to become owner; another account's invitation is a 404", async () => {
    const { account, owner } = await team();
    const admin = await addMember(account.id, "admin");
    const toOwner = (await invite(owner, uniqueEmail("future-owner"), "owner")).data!.invitation.id;
    const other = await team("Other Co");
    const theirs = (await invite(other.owner, uniqueEmail("theirs"))).data!.invitation.id;
    const before = await snapshot(account.id);
    const otherBefore = await snapshot(other.account.id);
    expect((await callApi(dashboardTeamOperations.resendInvitation, { ...admin.session, params: { id: toOwner } })).status).toBe(403);
    expect((await callApi(dashboardTeamOperations.cancelInvitation, { ...admin.session, params: { id: toOwner } })).status).toBe(403);
    for (const id of [theirs, newId("inv")]) {
      expect((await callApi(dashboardTeamOperations.resendInvitation, { ...owner.session, params: { id } })).status).toBe(404);
      expect((await callApi(dashboardTeamOperations.cancelInvitation, { ...owner.session, params: { id } })).status).toBe(404);
    }
    expect(await snapshot(account.id)).toEqual(before);
    expect(await snapshot(other.account.id)).toEqual(otherBefore);
  });
});

const changeRole = (actor: Member, target: { id: string }, role: Role) =>
  callApi(dashboardTeamOperations.changeRole, { ...actor.session, params: { id: target.id }, body: { role } });
const remove = (actor: Member, target: { id: string }) =>
  callApi(dashboardTeamOperations.removeMember, { ...actor.session, params: { id: target.id } });
const leave = (member: Member) => callApi(dashboardTeamOperations.leaveAccount, member.session);
const canCall = async (member: Member) => (await callApi(dashboardTeamOperations.listMembers, member.session)).status;

describe("roles", () => {
  test("the last owner cannot be demoted or leave; ownership moves by promoting another owner, then stepping down", async () => {
    const { account, owner } = await team();
    const admin = await addMember(account.id, "admin");
    const before = await snapshot(account.id);
    const demote = await changeRole(owner, owner, "admin");
    expect(demote.status).toBe(409);
    expect(demote.error).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/last owner/) });
    const left = await leave(owner);
    expect(left.status).toBe(409);
    expect(left.error!.message).toMatch(/last owner/);
    expect(await snapshot(account.id)).toEqual(before);

    expect((await changeRole(owner, admin, "owner")).status).toBe(200);
    const stepDown = await changeRole(owner, owner, "admin");
    expect(stepDown.status, stepDown.text).toBe(200);
    expect(stepDown.data!.role).toBe("admin");
    const entries = await db.auditLogEntry.findMany({
      where: { accountId: account.id, action: "member.role_changed" },
      orderBy: { id: "asc" },
    });
    expect(entries.map((entry) => [entry.targetId, entry.summary])).toEqual([
      [admin.id, { before: { role: "admin" }, after: { role: "owner" } }],
      [owner.id, { before: { role: "owner" }, after: { role: "admin" } }],
    ]);
    // The new admin may no longer change the plan: the role is read on the next request.
    expect((await callApi(dashboardAccountOperations.changePlan, { ...owner.session, body: { tier: "STARTER" } })).status).toBe(403);
  });

  test("two owners demoting each other at once leave one owner (the team lock serialises them)", async () => {
    const { account, owner } = await team();
    const second = await addMember(account.id, "owner", "second-owner");
    const answers = await Promise.all([changeRole(owner, second, "admin"), changeRole(second, owner, "admin")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    expect(await db.user.count({ where: { accountId: account.id, role: "owner" } })).toBe(1);
    // The loser was demoted first, so its own request is refused (403) or finds the last owner (409).
    expect([403, 409]).toContain(answers.map((answer) => answer.status).find((status) => status !== 200));
  });

  test("an admin manages developers and viewers but not admins or owners, and makes no owner", async () => {
    const { account, owner } = await team();
    const admin = await addMember(account.id, "admin");
    const otherAdmin = await addMember(account.id, "admin", "other-admin");
    const developer = await addMember(account.id, "developer");
    expect((await changeRole(admin, developer, "viewer")).status).toBe(200);
    expect((await changeRole(admin, developer, "admin")).status).toBe(200);
    expect((await changeRole(admin, developer, "developer")).status).toBe(403); // now an admin
    await db.user.update({ where: { id: developer.id }, data: { role: "developer" } });

    const before = await snapshot(account.id);
    const cases: [string, () => Promise<{ status: number; text: string; error: ErrorBody["error"] | undefined }>, RegExp][] = [
      ["make an owner", () => changeRole(admin, developer, "owner"), /Only an owner can make someone an owner/],
      ["demote an admin", () => changeRole(admin, otherAdmin, "viewer"), /Only an owner can change the role of an admin/],
      ["demote an owner", () => changeRole(admin, owner, "admin"), /Only an owner can change the role of an owner/],
      ["promote itself to owner", () => changeRole(admin, admin, "owner"), /Only an owner/],
      ["remove an admin", () => remove(admin, otherAdmin), /Only an owner can remove an admin/],
      ["remove an owner", () => remove(admin, owner), /Only an owner can remove an owner/],
    ];
    for (const [label, call, message] of cases) {
      const response = await call();
      expect(response.status, `${label}: ${response.text}`).toBe(403);
      expect(response.error!.message).toMatch(message);
    }
    for (const role of ["developer", "viewer"] as const) {
      const member = await addMember(account.id, role, `${role}-actor`);
      const response = await changeRole(member, developer, "viewer");
      expect(response.status).toBe(403);
      expect(response.error!.message).toMatch(new RegExp(`needs the admin role or higher; you are a ${role}`));
      const removal = await remove(member, developer);
      expect(removal.status).toBe(403);
      expect(removal.error!.message).toMatch(/^This needs the admin role or higher; you are a (developer|viewer)$/);
      await db.user.delete({ where: { id: member.id } });
    }
    expect(await snapshot(account.id)).toEqual(before);
    // An admin may step down.
    expect((await changeRole(admin, admin, "developer")).status).toBe(200);
  });

  test("removing a member ends their sessions at once; a viewer may leave; another account's member id is a 404", async () => {
    const { account, owner } = await team();
    const developer = await addMember(account.id, "developer");
    const viewer = await addMember(account.id, "viewer");
    const other = await team("Other Co");
    const otherBefore = await snapshot(other.account.id);
    const before = await snapshot(account.id);
    for (const target of [other.owner, { id: newId("user") }]) {
      expect((await remove(owner, target)).status).toBe(404);
      expect((await changeRole(owner, target, "viewer")).status).toBe(404);
    }
    // The ids as they arrive decoded: the path carries user_%00, abc and '%20OR%201%3D1--.
    for (const bad of ["user_\u0000", "abc", "' OR 1=1--"]) {
      expect((await remove(owner, { id: bad })).status).toBe(404);
    }
    expect(await snapshot(account.id)).toEqual(before);
    expect(await snapshot(other.account.id)).toEqual(otherBefore);

    expect(await canCall(developer)).toBe(200);
    expect((await remove(owner, developer)).status).toBe(204);
    expect(await canCall(developer)).toBe(401);
    expect(await db.userSession.count({ where: { userId: developer.id } })).toBe(0);

    // Removing needs an admin; leaving is any member's own operation.
    expect((await remove(viewer, viewer)).status).toBe(403);
    expect((await leave(viewer)).status).toBe(204);
    expect(await canCall(viewer)).toBe(401);
    const entries = await db.auditLogEntry.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.targetId])).toEqual([
      ["member.removed", owner.id, developer.id],
      ["member.left", viewer.id, viewer.id],
    ]);
  });
});
