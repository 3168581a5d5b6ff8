// One resource of each kind an operation's path can name, and one valid body for each
// operation that takes one: shared by the route matrix and the malformed-input battery, so
// adding an operation means adding its sample in one place (both suites fail until then).
import { randomBytes } from "node:crypto";
import type { Operation } from "@/lib/api/operation";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { newId } from "@/lib/ids";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { hashLinkToken } from "@/lib/identity/link-token";
import { startSession } from "@/lib/identity/sessions/start-session";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { newTotpSecret, totpCode } from "@/lib/identity/factors/totp";
import { saveChallenge } from "@/lib/identity/passkeys/passkey-challenges";
import { validAssistant } from "./api-client";
import { SoftAuthenticator } from "./soft-authenticator";

export type ResourceIds = Record<string, string>;

/**
 * Makers of a resource per kind (the operations' `resource`). `webhookUrl` is where a delivery
 * fixture sends its test event (read when a fixture is made, e.g. once a receiver listens);
 * without it, endpoints point at an address nothing answers on.
 */
export function resourceFixtures({
  webhookUrl,
}: {
  webhookUrl?: () => string;
} = {}): Record<string, (accountId: string) => Promise<string>> {
  const ensureEndpoint = (accountId: string) =>
    db.webhookEndpoint.upsert({
      where: { accountId },
      create: { id: newId("we"), accountId, url: "https://127.0.0.1:9/hooks", signingSecret: "whsec_fixture" },
      update: {},
    });
  return {
    assistant: async (accountId) => (await createAssistant(accountId, validAssistant)).id,
    call: async (accountId) => {
      const assistant = await createAssistant(accountId, validAssistant);
      return (await runTestCall(accountId, { assistantId: assistant.id, outcome: "missed" })).call.id;
    },
    "API key": async (accountId) => (await createApiKey(accountId, { name: "fixture", permissions: ["usage:read"] })).apiKey.id,
    // An event of an account with a webhook URL, so a redelivery can be made.
    event: async (accountId) => {
      await ensureEndpoint(accountId);
      const assistant = await createAssistant(accountId, validAssistant);
      return (await runTestCall(accountId, { assistantId: assistant.id, outcome: "missed" })).events[0].id;
    },
    // An event still in the outbox (not yet handed to delivery), as the dashboard lists them.
    "pending event": async (accountId) => {
      await ensureEndpoint(accountId);
      const assistant = await createAssistant(accountId, validAssistant);
      const eventId = (await runTestCall(accountId, { assistantId: assistant.id, outcome: "missed" })).events[0].id;
      await settleBackgroundWork();
      await db.event.update({ where: { id: eventId }, data: { state: "pending", dispatchedAt: null } });
      return eventId;
    },
    // A viewer: a member any admin may manage.
    member: async (accountId) =>
      (await db.user.create({ data: { id: newId("user"), accountId, email: `${newId("user")}@fixture.test`, role: "viewer" } })).id,
    // A viewer with an authenticator app: what an owner's reset of two-factor acts on.
    "member with two-factor": async (accountId) => {
      const id = newId("user");
      await db.user.create({ data: { id, accountId, email: `${id}@fixture.test`, role: "viewer" } });
      await withTotp(id, true);
      return id;
    },
    invitation: async (accountId) =>
      (
        await db.invitation.create({
          data: {
            id: newId("inv"),
            accountId,
            email: `${newId("inv")}@fixture.test`,
            role: "viewer",
            tokenHash: hashLinkToken(randomBytes(32).toString("base64url")),
            invitedBy: "fixture@fixture.test",
            expiresAt: new Date(Date.now() + 86_400_000),
          },
        })
      ).id,
    // Another session of the account's first member: the suites make the member they sign in
    // as before the fixtures, so it is that member's other browser (sessions are a user's own).
    session: async (accountId) => {
      const member = await db.user.findFirst({ where: { accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      if (!member) throw new Error("Session fixture: make the member who signs in before the fixtures");
      return startSession(member.id);
    },
    // A passkey of the account's first member. Made before that member's session starts, it would
    // make the session owe its second factor: the suites sign in first (the role matrix uses
    // MEMBER_STATES instead).
    passkey: async (accountId) => {
      const member = await db.user.findFirst({ where: { accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      if (!member) throw new Error("Passkey fixture: make the member who signs in before the fixtures");
      return (await withPasskey(member.id))[PASSKEY];
    },
    delivery: async (accountId) => {
      if (webhookUrl) await setWebhookUrl(accountId, webhookUrl());
      else await ensureEndpoint(accountId);
      return (await sendTestEvent(accountId)).deliveryId;
    },
  };
}

/** A valid query string for each operation whose query has required parameters. */
export const SAMPLE_QUERIES: Record<string, string> = {
  followEvents: "after=now",
};

/** A valid body for each operation that takes one, given the ids of the caller's fixtures. */
export const SAMPLE_BODIES: Record<string, (ids: ResourceIds) => Record<string, unknown>> = {
  createAssistant: () => ({ ...validAssistant }),
  updateAssistant: () => ({ name: "Renamed" }),
  recoverFailedDeliveries: () => ({ since: "2026-01-01T00:00:00Z" }),
  dashboardCreateAssistant: () => ({ ...validAssistant }),
  dashboardUpdateAssistant: () => ({ name: "Renamed" }),
  dashboardChangePlan: () => ({ tier: "starter" }),
  dashboardCreateApiKey: () => ({ name: "ci", permissions: ["usage:read"] }),
  dashboardRunTestCall: (ids) => ({ assistantId: ids.assistant, outcome: "missed" }),
  dashboardSetWebhookUrl: () => ({ url: "https://93.184.216.34/hooks" }),
  dashboardSetWebhookEventTypes: () => ({ eventTypes: ["call.started"] }),
  dashboardCheckWebhookSignature: () => ({ body: "{}", signature: "", timestamp: "1" }),
  dashboardChangePassword: () => ({ currentPassword: "correct-horse-battery", newPassword: "saffron-glacier-orbit-41" }),
  dashboardConfirmIdentity: () => ({ password: "correct-horse-battery" }),
  dashboardRequestPasswordReset: () => ({ email: "nobody@battery.test" }),
  signUp: () => ({ email: "sign-up@battery.test", password: "saffron-glacier-orbit-41", name: "Battery" }),
  completeSecondFactor: () => ({ code: "123456" }),
  passkeyOptions: () => ({ purpose: "sign_in" }),
  dashboardCompletePasswordReset: () => ({ token: "A".repeat(43), password: "saffron-glacier-orbit-41" }),
  dashboardChangeMemberRole: () => ({ role: "developer" }),
  dashboardInviteMember: () => ({ email: `${newId("inv")}@invitee.test`, role: "viewer" }),
  // A token of the right shape that no invitation has: the operation answers 404.
  dashboardPreviewInvitation: () => ({ token: randomBytes(32).toString("base64url") }),
  dashboardAcceptInvitation: () => ({ token: randomBytes(32).toString("base64url"), name: "Dana", password: "saffron-glacier-orbit-41" }),
  // A current code of the calling member's authenticator app (MEMBER_STATES sets it up).
  dashboardEnableTotp: (ids) => ({ code: ids[TOTP_CODE] }),
  dashboardRegenerateRecoveryCodes: (ids) => ({ code: ids[TOTP_CODE] }),
  dashboardDisableTwoFactor: (ids) => ({ code: ids[TOTP_CODE] }),
  dashboardSetTwoFactorRequirement: () => ({ required: true }),
  // A software authenticator's answer to a challenge handed to the calling member's session (MEMBER_STATES).
  dashboardAddPasskey: (ids) => ({ name: "Laptop", response: ids[PASSKEY_ANSWER] ? JSON.parse(ids[PASSKEY_ANSWER]) : {} }),
  dashboardRenamePasskey: () => ({ name: "Renamed" }),
  // The account's name, typed exactly (MEMBER_STATES reads it).
  dashboardCloseAccount: (ids) => ({ confirmName: ids[ACCOUNT_NAME] }),
};

/** Not a resource of the account but a state of the calling member: made by MEMBER_STATES. */
const TOTP_CODE = "totp code";
const ACCOUNT_NAME = "account name";
const PASSKEY_ANSWER = "passkey answer";
const PASSKEY = "passkey";

/**
 * A passkey of the calling member, made after their session started (a session started with a
 * passkey would owe its second factor first): the path id of renaming and removing one.
 */
async function withPasskey(userId: string): Promise<ResourceIds> {
  const id = newId("pk");
  await db.passkey.create({
    data: {
      id,
      userId,
      credentialId: randomBytes(32).toString("base64url"),
      publicKey: randomBytes(77),
      deviceType: "singleDevice",
      backedUp: false,
      name: "Fixture",
    },
  });
  return { [PASSKEY]: id };
}

/** A registration challenge handed to the member's newest session, and a passkey's answer to it (JSON). */
async function withPasskeyChallenge(userId: string): Promise<ResourceIds> {
  const session = await db.userSession.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
  const challenge = randomBytes(32).toString("base64url");
  await saveChallenge(challenge, "registration", { sessionId: session.id, userId }, new Date());
  const answer = new SoftAuthenticator("http://api.test").register({ challenge, user: { id: Buffer.from(userId).toString("base64url") } });
  return { [PASSKEY_ANSWER]: JSON.stringify(answer) };
}

/** Gives a member an authenticator app, enabled or still being set up, and answers a current code. */
async function withTotp(userId: string, enabled: boolean): Promise<ResourceIds> {
  const secret = newTotpSecret();
  await db.totpCredential.create({ data: { userId, secret, enabledAt: enabled ? new Date() : null } });
  return { [TOTP_CODE]: totpCode(secret) };
}

/**
 * What some operations need of the member calling them (two-factor on, or being set up), made
 * after that member's session started (a session started with two-factor on would owe its
 * code first); the ids answered join the fixtures'.
 */
export const MEMBER_STATES: Record<string, (userId: string) => Promise<ResourceIds>> = {
  dashboardEnableTotp: (userId) => withTotp(userId, false),
  dashboardRegenerateRecoveryCodes: (userId) => withTotp(userId, true),
  dashboardDisableTwoFactor: (userId) => withTotp(userId, true),
  // Only an owner with two-factor may require it of everyone.
  dashboardSetTwoFactorRequirement: (userId) => withTotp(userId, true),
  dashboardAddPasskey: withPasskeyChallenge,
  dashboardRenamePasskey: withPasskey,
  dashboardRemovePasskey: withPasskey,
  dashboardCloseAccount: async (userId) => ({ [ACCOUNT_NAME]: (await accountOf(userId)).name }),
  // Reopening needs a closed account (its grace period running).
  dashboardReopenAccount: async (userId) => {
    const { id } = await accountOf(userId);
    await db.account.update({ where: { id }, data: { closedAt: new Date(), eraseAfter: new Date(Date.now() + 86_400_000) } });
    return {};
  },
};

async function accountOf(userId: string) {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { account: { select: { id: true, name: true } } } })).account;
}

/**
 * The fixture an operation's path id needs when the resource its path names must be in a
 * particular state to be acted on (the kind is otherwise the operation's `resource`).
 */
const PATH_FIXTURES: Record<string, string> = {
  dashboardDeliverPendingEvent: "pending event",
  dashboardResetMemberTwoFactor: "member with two-factor",
};

/** The fixture kind of the resource an operation's path names, if it names one. */
export function pathFixtureOf(operation: Operation): string | undefined {
  return operation.params ? (PATH_FIXTURES[operation.id] ?? operation.resource) : undefined;
}

/**
 * The kinds of resource a request of `operation` names: the one its path names, and those its
 * sample body reads from the ids (found by handing the sample a recorder), so a caller makes
 * only the fixtures it needs.
 */
export function fixtureKindsOf(operation: Operation): string[] {
  const path = pathFixtureOf(operation);
  const kinds = new Set<string>(path ? [path] : []);
  const recorder = new Proxy({} as ResourceIds, {
    get: (_target, kind) => {
      if (typeof kind === "string") kinds.add(kind);
      return "";
    },
  });
  SAMPLE_BODIES[operation.id]?.(recorder);
  kinds.delete(TOTP_CODE);
  kinds.delete(PASSKEY_ANSWER);
  kinds.delete(PASSKEY);
  kinds.delete(ACCOUNT_NAME);
  return [...kinds];
}

/** Makes one fixture of each kind in the account; a kind without a maker fails with what to add. */
export async function makeFixtures(
  fixtures: ReturnType<typeof resourceFixtures>,
  kinds: readonly string[],
  accountId: string,
  suite: string,
): Promise<ResourceIds> {
  const ids: ResourceIds = {};
  for (const kind of kinds) {
    if (!fixtures[kind]) throw new Error(`${suite}: add a fixture for "${kind}" in tests/support/resource-fixtures.ts`);
    ids[kind] = await fixtures[kind](accountId);
  }
  return ids;
}
