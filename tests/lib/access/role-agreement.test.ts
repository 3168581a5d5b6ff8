// Every team action, for every pair of roles, asked of both sides: what the Team page offers
// (the access policy and the member controls built on it) and what the server does (the real
// routes: the pipeline's role check, then the team functions under their lock, on the real
// database). They must agree: allowed ⇔ the request succeeded; refused ⇔ the server answered
// with the same code and message. A rule written a second time anywhere, or a server check the
// policy does not know, shows up here as a disagreement.
import { beforeAll, describe, expect, test } from "vitest";
import type { ActorRole } from "@/lib/access/actor";
import { ALLOWED, type Decision } from "@/lib/access/decision";
import { isOwner, OWNER_ROLE, ROLES, type Role } from "@/lib/access/roles";
import { canChangeRole, canInvite, canManageInvitation, canRemoveMember } from "@/lib/access/team-policy";
import { createAccount } from "@/lib/accounts/create-account";
import { ApiError, type ErrorBody } from "@/lib/errors";
import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { newLinkToken } from "@/lib/identity/link-token";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { changeMemberRole } from "@/lib/team/change-member-role";
import { memberControls, type MemberControls } from "@/lib/team/member-controls";
import { callApi } from "../../support/api-client";
import { dashboardSession } from "../../support/session-cookie";

type Person = { id: string; email: string; session: Awaited<ReturnType<typeof dashboardSession>> };
type Slot = "actor" | "member" | "spare";

let accountId: string;
let counter = 0;
/** The account's three people, reused by every case (roles are reset before each action); a removed one is made again. */
const people = new Map<Slot, Person>();

async function makePerson(slot: Slot): Promise<Person> {
  const user = await db.user.create({
    data: { id: newId("user"), accountId, email: `${slot}-${Date.now()}-${++counter}@agreement.test`, role: "viewer" },
  });
  const person = { id: user.id, email: user.email, session: await dashboardSession({ accountId, userId: user.id }) };
  people.set(slot, person);
  return person;
}

/** The person in `slot` with `role`, made again when an earlier case removed them. */
async function withRole(slot: Slot, role: Role): Promise<Person> {
  const known = people.get(slot);
  const person = known && (await db.user.findUnique({ where: { id: known.id }, select: { id: true } })) ? known : await makePerson(slot);
  await db.user.update({ where: { id: person.id }, data: { role } });
  return person;
}

/**
 * The account as a case needs it: the actor with their role, the member (unless the actor acts
 * on themself) and a spare member who is an owner or not, which sets how many owners there are.
 */
async function arrange(pair: Pair): Promise<{ actor: Person; member: Person }> {
  const actor = await withRole("actor", pair.actor);
  const member = pair.self ? actor : await withRole("member", pair.member);
  // Unused in a self case: a viewer, so it counts for nothing.
  if (pair.self) await withRole("member", "viewer");
  await withRole("spare", pair.spareOwner ? OWNER_ROLE : "viewer");
  expect(await db.user.count({ where: { accountId, role: OWNER_ROLE } })).toBe(pair.ownerCount);
  return { actor, member };
}

/** The server's answer as a decision: success is allowed; a refusal is its code and message. */
type ServerAnswer = Decision | { status: number; body: unknown };

function decisionOf(response: { status: number; error: ErrorBody["error"] | undefined }): ServerAnswer {
  if (response.status >= 200 && response.status < 300) return ALLOWED;
  const { code, message } = response.error!;
  // Anything but a policy's refusal (a 404, a 500) keeps its status, so it can never match.
  return code === "FORBIDDEN" || code === "CONFLICT"
    ? { allowed: false, code, message }
    : { status: response.status, body: { error: response.error } };
}

const succeeded = (answer: ServerAnswer) => "allowed" in answer && answer.allowed;

type Pair = { actor: Role; member: Role; self: boolean; spareOwner: boolean; ownerCount: number };

/** Every actor role × member role, self and other, with one owner (the last) and with more. */
const PAIRS: Pair[] = ROLES.flatMap((actor) => [
  ...[false, true].map((spareOwner) => ({
    actor,
    member: actor,
    self: true,
    spareOwner,
    ownerCount: Number(isOwner(actor)) + Number(spareOwner),
  })),
  ...ROLES.flatMap((member) =>
    [false, true].map((spareOwner) => ({
      actor,
      member,
      self: false,
      spareOwner,
      ownerCount: Number(isOwner(actor)) + Number(isOwner(member)) + Number(spareOwner),
    })),
  ),
  // An account always has an owner: a case without one is not a state the server can be in.
]).filter((pair) => pair.ownerCount > 0);

const describePair = (pair: Pair) =>
  `${pair.actor} on ${pair.self ? "themself" : `another ${pair.member}`}, ${pair.ownerCount === 1 ? "the only owner" : `${pair.ownerCount} owners`}`;

beforeAll(async () => {
  accountId = (await createAccount({ name: "Role agreement" })).id;
});

describe("the Team page and the server agree on every member action", () => {
  test.each(PAIRS.map((pair) => [describePair(pair), pair] as const))("%s", async (_label, pair) => {
    const serverRefusals: string[] = [];
    let controls: MemberControls | undefined;
    for (const role of ROLES) {
      const { actor, member } = await arrange(pair);
      const me = { id: actor.id, role: pair.actor };
      const target = { id: member.id, role: pair.member };
      controls = memberControls(me, target, pair.ownerCount);
      const server = decisionOf(
        await callApi(dashboardTeamOperations.changeRole, { ...actor.session, params: { id: member.id }, body: { role } }),
      );
      const label = `change to ${role}`;
      expect(server, label).toEqual(canChangeRole(me, target, role, pair.ownerCount));
      // The select offers a new role exactly where the server takes it (the current one is always shown).
      if (role !== pair.member) expect(controls.roles.includes(role), label).toBe(succeeded(server));
      if ("message" in server && role !== pair.member) serverRefusals.push(server.message);
    }
    // Without a select, the reason beside the role is one the server gives for a change.
    if (controls?.roles.length === 0) expect(serverRefusals).toContain(controls.roleReason);
    else expect(controls?.roleReason).toBeUndefined();

    const { actor, member } = await arrange(pair);
    const me = { id: actor.id, role: pair.actor };
    const target = { id: member.id, role: pair.member };
    const removal = memberControls(me, target, pair.ownerCount);
    // Leaving is its own operation (any member's); removing someone else is the team managers'.
    const response = pair.self
      ? await callApi(dashboardTeamOperations.leaveAccount, actor.session)
      : await callApi(dashboardTeamOperations.removeMember, { ...actor.session, params: { id: member.id } });
    const server = decisionOf(response);
    expect(server, pair.self ? "leave" : "remove").toEqual(canRemoveMember(me, target, pair.ownerCount));
    expect(removal.canRemove, "Remove/Leave offered").toBe(succeeded(server));
    expect(removal.removeReason, "the reason beside it").toBe("message" in server ? server.message : undefined);
  });
});

async function openInvitation(role: Role, invitedBy: Person): Promise<string> {
  const invitation = await db.invitation.create({
    data: {
      id: newId("inv"),
      accountId,
      email: `invitee-${Date.now()}-${++counter}@agreement.test`,
      role,
      tokenHash: newLinkToken().tokenHash,
      invitedById: invitedBy.id,
      invitedBy: invitedBy.email,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return invitation.id;
}

const INVITATION_CASES = ROLES.flatMap((actor) =>
  ROLES.map((role) => [`${actor} with an invitation to become ${role}`, actor, role] as const),
);

describe("the invite form, the invitations table and the server agree on every invitation action", () => {
  test.each(INVITATION_CASES)("%s", async (_label, actorRole, role) => {
    // A spare owner, so the account has one whatever the actor is.
    const pair: Pair = { actor: actorRole, member: actorRole, self: true, spareOwner: true, ownerCount: Number(isOwner(actorRole)) + 1 };
    const { actor } = await arrange(pair);
    const me = { id: actor.id, role: actorRole };

    const email = `new-${Date.now()}-${++counter}@agreement.test`;
    const invited = decisionOf(await callApi(dashboardTeamOperations.invite, { ...actor.session, body: { email, role } }));
    expect(invited, "invite").toEqual(canInvite(me, role));

    const resent = decisionOf(
      await callApi(dashboardTeamOperations.resendInvitation, { ...actor.session, params: { id: await openInvitation(role, actor) } }),
    );
    expect(resent, "resend").toEqual(canManageInvitation(me, { role }));

    const canceled = decisionOf(
      await callApi(dashboardTeamOperations.cancelInvitation, { ...actor.session, params: { id: await openInvitation(role, actor) } }),
    );
    expect(canceled, "cancel").toEqual(canManageInvitation(me, { role }));
  });
});

describe("the CLI (the service, with an owner's rights) and the policy agree on every role change", () => {
  const SYSTEM: ActorRole = { id: null, role: OWNER_ROLE };
  test.each(ROLES.flatMap((member) => [false, true].map((spareOwner) => [member, spareOwner] as const)))(
    "a %s (another owner: %s)",
    async (memberRole, spareOwner) => {
      const pair: Pair = {
        actor: "viewer",
        member: memberRole,
        self: false,
        spareOwner,
        ownerCount: Number(isOwner(memberRole)) + Number(spareOwner),
      };
      if (pair.ownerCount === 0) return;
      for (const role of ROLES) {
        const { member } = await arrange(pair);
        const server = await changeMemberRole(accountId, SYSTEM_CONTEXT, member.id, role).then(
          () => ALLOWED,
          (error: unknown) => (error instanceof ApiError ? { allowed: false, code: error.code, message: error.message } : { error }),
        );
        expect(server, `change to ${role}`).toEqual(canChangeRole(SYSTEM, { id: member.id, role: memberRole }, role, pair.ownerCount));
      }
    },
  );
});
