// callOperation runs a dashboard read in-process for a page's first render. These tests hold it
// to its route: the same answer (through the same response schema), the same role check before
// any input is read, the same 404 for another account's id, the same 400 for a bad query.
import { beforeAll, describe, expect, test } from "vitest";
import type { Role } from "@/lib/access/roles";
import { callOperation, type CallInput } from "@/lib/api/call-operation";
import type { Operation } from "@/lib/api/operation";
import { implement, type Implementation } from "@/lib/api/serve-operations";
import type { SessionAuth } from "@/lib/access/principal";
import { accountReads } from "@/lib/dashboard/reads/account-reads";
import { apiKeyReads } from "@/lib/dashboard/reads/api-key-reads";
import { assistantReads } from "@/lib/dashboard/reads/assistant-reads";
import { auditReads } from "@/lib/dashboard/reads/audit-reads";
import { callReads } from "@/lib/dashboard/reads/call-reads";
import { dashboardCallOperations } from "@/lib/dashboard/operations/call-operations";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { teamReads } from "@/lib/dashboard/reads/team-reads";
import { twoFactorReads } from "@/lib/dashboard/reads/two-factor-reads";
import { webhookReads } from "@/lib/dashboard/reads/webhook-reads";
import { serialize } from "@/lib/dashboard/serialize";
import { ApiError } from "@/lib/errors";
import { InvalidInputError } from "@/lib/schemas/parse-input";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { createUser } from "@/lib/users/create-user";
import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { callApi } from "../../support/api-client";
import { mintSessionCookie } from "../../support/session-cookie";
import { createAccountWithAssistant } from "../calls/fixtures";

type Read = Implementation<Operation & { method: "GET"; access: "session" }>;

let accountId: string;
let callId: string;
const members = {} as Record<Role, { session: SessionAuth; cookie: string }>;

async function member(role: Role): Promise<{ session: SessionAuth; cookie: string }> {
  const user = await createUser(
    accountId,
    { email: `${role}-${Date.now()}-${Math.random()}@call-operation.test`, password: "correct horse battery staple" },
    { role },
  );
  const { cookie, sessionId } = await mintSessionCookie(user.id);
  return {
    session: { sessionId, userId: user.id, accountId, email: user.email, role, confirmedAt: new Date(), mustSetUpTwoFactor: false },
    cookie,
  };
}

beforeAll(async () => {
  const { account, assistant } = await createAccountWithAssistant({ name: "Front desk" });
  accountId = account.id;
  await createApiKey(accountId, { name: "ci", permissions: ["assistants:read"] }, SYSTEM_CONTEXT);
  callId = (await runTestCall(accountId, { assistantId: assistant.id, outcome: "completed", duration: 61 })).call.id;
  for (const role of ["owner", "viewer"] as const) members[role] = await member(role);
});

/** Every read a page renders, with the input the page passes and the URL its hook would call. */
const READS: Array<{ name: string; read: Read; input?: CallInput<Operation>; url: () => string }> = [
  { name: "overview", read: accountReads.overview, url: () => "/api/dashboard/overview" },
  { name: "usage", read: accountReads.usageBreakdown, url: () => "/api/dashboard/usage" },
  { name: "plan", read: accountReads.plan, url: () => "/api/dashboard/plan" },
  { name: "members", read: teamReads.members, url: () => "/api/dashboard/members" },
  { name: "invitations", read: teamReads.invitations, url: () => "/api/dashboard/invitations" },
  { name: "API keys", read: apiKeyReads.list, url: () => "/api/dashboard/api-keys" },
  { name: "assistants", read: assistantReads.list, input: { query: { limit: 50 } }, url: () => "/api/dashboard/assistants?limit=50" },
  { name: "calls", read: callReads.list, input: { query: { limit: 20 } }, url: () => "/api/dashboard/calls?limit=20" },
  { name: "audit log", read: auditReads.list, input: { query: { limit: 25 } }, url: () => "/api/dashboard/audit-log?limit=25" },
  { name: "webhook endpoint", read: webhookReads.endpoint, url: () => "/api/dashboard/webhook" },
  {
    name: "deliveries",
    read: webhookReads.deliveries,
    input: { query: { limit: 25 } },
    url: () => "/api/dashboard/webhook/deliveries?limit=25",
  },
];

describe("callOperation answers what the route answers", () => {
  test.each(READS)("$name", async ({ read, input, url }) => {
    const { session, cookie } = members.owner;
    const inProcess = serialize(await callOperation(read, session, input as never));
    // Literal: the table states each read's URL on its own, so a read at the wrong path fails here.
    const overHttp = await callApi("GET", url(), { cookie });
    expect(overHttp.status, overHttp.text).toBe(200);
    expect(inProcess).toEqual(overHttp.body);
  });

  test("a call's page, by id", async () => {
    const { session, cookie } = members.owner;
    const inProcess = serialize(await callOperation(callReads.get, session, { params: { id: callId } }));
    const overHttp = await callApi(dashboardCallOperations.get, { cookie, params: { id: callId } });
    expect(inProcess).toEqual(overHttp.data);
    expect((inProcess as { call: { id: string } }).call.id).toBe(callId);
  });
});

describe("callOperation refuses what the route refuses", () => {
  test("a member held to set up two-factor: only the set-up's reads, as the route allows (the one pipeline's gate)", async () => {
    // Pages relied on a redirect for this; the in-process read now runs the route's gate itself.
    const held = { ...members.owner.session, mustSetUpTwoFactor: true };
    await expect(callOperation(apiKeyReads.list, held)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callOperation(callReads.list, held, { query: { limit: 20 } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await callOperation(twoFactorReads.status, held)).toMatchObject({ enabled: false });
  });

  test("a role below the operation's: FORBIDDEN with the route's message, before the handler runs", async () => {
    let ran = false;
    const spy = implement(teamReads.invitations.operation, async () => {
      ran = true;
      return { data: [] };
    });
    const inProcess = await callOperation(spy, members.viewer.session).catch((error: unknown) => error);
    const overHttp = await callApi(dashboardTeamOperations.listInvitations, { cookie: members.viewer.cookie });
    expect(inProcess).toBeInstanceOf(ApiError);
    expect({ code: (inProcess as ApiError).code, message: (inProcess as ApiError).message }).toEqual({
      code: overHttp.error!.code,
      message: overHttp.error!.message,
    });
    expect(overHttp.status).toBe(403);
    expect(ran).toBe(false);
  });

  test("another account's call, or a malformed id: NOT_FOUND", async () => {
    const other = await createAccountWithAssistant();
    const theirs = await runTestCall(other.account.id, { assistantId: other.assistant.id, outcome: "missed" });
    for (const id of [theirs.call.id, "call_nope", "../../etc/passwd"]) {
      const error = await callOperation(callReads.get, members.owner.session, { params: { id } }).catch((caught: unknown) => caught);
      expect(error, id).toBeInstanceOf(ApiError);
      expect((error as ApiError).code, id).toBe("NOT_FOUND");
    }
  });

  test("a query the schema refuses: VALIDATION_ERROR on the query field", async () => {
    const error = await callOperation(callReads.list, members.owner.session, { query: { limit: 0 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).details?.[0]?.path).toBe("query.limit");
  });

  test("a field the response schema does not carry never reaches the page", async () => {
    const leaky = implement(apiKeyReads.list.operation, async ({ auth }) => {
      const { data } = await apiKeyReads.list.handler({ auth } as never);
      return { data: data.map((key) => ({ ...key, hash: "a secret the schema does not name" })) };
    });
    const answer = await callOperation(leaky, members.owner.session);
    expect(answer.data.length).toBe(1);
    expect(JSON.stringify(answer)).not.toContain("a secret the schema does not name");
  });
});
