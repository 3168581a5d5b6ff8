// The role matrix: every dashboard operation, under every role of a member. The expectation is
// derived from the operation's own `role`, so an operation added later is covered as soon as
// it is registered (and has its sample body and fixture in tests/support/resource-fixtures.ts).
// A role below the operation's gets 403 FORBIDDEN naming the role needed, and not one row of
// the account changes; a role at or above it is let through and, with a valid sample on an
// account set up as a customer has it, succeeds. The /api/v1 operations have no roles (an API key's
// permissions are its limits); tests/app/api/v1/route-matrix.test.ts runs them with keys.
import { describe, expect, test } from "vitest";
import type { Operation } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { roleAtLeast, roleRequiredMessage, ROLES, type Role } from "@/lib/access/roles";
import { insertUser } from "@/lib/users/create-user";
import { accountSnapshot } from "../../support/account-snapshot";
import { callApi, createTestAccount, type ApiResponse } from "../../support/api-client";
import {
  fixtureKindsOf,
  makeFixtures,
  MEMBER_STATES,
  pathFixtureOf,
  resourceFixtures,
  SAMPLE_BODIES,
  SAMPLE_QUERIES,
} from "../../support/resource-fixtures";
import { dashboardSession } from "../../support/session-cookie";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();
const FIXTURES = resourceFixtures({ webhookUrl: () => `${receiver.origin}/hooks` });
/** The password of every member made here: the sample password change names it as the current one. */
const PASSWORD = "correct-horse-battery";
let passwordHash: Promise<string> | undefined;

type Member = { accountId: string; ids: Record<string, string>; role: Role };

/** An account as a customer has it: a webhook URL (to our receiver), the fixtures the request names, an owner, and a member with `role`. */
async function accountWith(operation: Operation, role: Role): Promise<Member & { session: Awaited<ReturnType<typeof dashboardSession>> }> {
  const { accountId } = await createTestAccount({ name: `Roles ${operation.id} ${role}` });
  await db.webhookEndpoint.create({
    data: { id: newId("we"), accountId, url: `${receiver.origin}/hooks`, signingSecret: "whsec_role_matrix" },
  });
  passwordHash ??= hashPassword(PASSWORD);
  // The member first: a session fixture is another browser of this member.
  const user = await insertUser(accountId, { email: `${newId("user")}@roles.test`, name: role, role, passwordHash: await passwordHash });
  const ids = await makeFixtures(FIXTURES, fixtureKindsOf(operation), accountId, "role matrix");
  // A second owner, as a team has one: the last-owner rule (tested in team.test.ts) would refuse an owner's leaving.
  await insertUser(accountId, { email: `${newId("user")}@roles.test`, name: "co-owner", role: "owner", passwordHash: await passwordHash });
  const session = await dashboardSession({ accountId, userId: user.id });
  Object.assign(ids, await MEMBER_STATES[operation.id]?.(user.id));
  return { accountId, ids, role, session };
}

function send(operation: Operation, member: Member & { session: Awaited<ReturnType<typeof dashboardSession>> }): Promise<ApiResponse> {
  const path =
    operation.path.replace("{id}", member.ids[pathFixtureOf(operation) ?? ""] ?? "") +
    (SAMPLE_QUERIES[operation.id] ? `?${SAMPLE_QUERIES[operation.id]}` : "");
  return callApi(operation.method, path, { ...member.session, json: SAMPLE_BODIES[operation.id]?.(member.ids) });
}

type ErrorBody = { error?: { code: string; message: string } };

/**
 * The operations of signed-in members. The dashboard's few public ones (for people who cannot
 * sign in: password reset, accepting an invitation) have no role and are tested on their own.
 */
const MEMBER_OPERATIONS = DASHBOARD_OPERATIONS.filter((operation) => operation.access === "session");

const CASES = MEMBER_OPERATIONS.flatMap((operation) => {
  if (operation.body && !SAMPLE_BODIES[operation.id]) throw new Error(`role matrix: add a sample body for ${operation.id}`);
  return ROLES.map((role) => {
    const allowed = roleAtLeast(role, operation.role!);
    const expected = allowed ? "let through" : `403 naming the ${operation.role} role, nothing changed`;
    return { name: `${operation.id} as ${role}: ${expected}`, operation, role, allowed };
  });
});

describe("every dashboard operation names its least role", () => {
  test.each(DASHBOARD_OPERATIONS.map((operation) => [operation.id, operation] as const))("%s", (_id, operation) => {
    if (operation.access === "public") expect(operation.role).toBeUndefined();
    else expect(ROLES).toContain(operation.role);
  });

  test("the matrix has every dashboard operation under every role, and the key matrix every API operation", () => {
    expect(CASES).toHaveLength(MEMBER_OPERATIONS.length * ROLES.length);
    // The /api/v1 matrix derives its routes from API_OPERATIONS the same way: each one with a key is in it.
    for (const operation of API_OPERATIONS) {
      expect(operation.role, `${operation.id}: API operations have no role`).toBeUndefined();
      expect(operation.access === "public" || typeof operation.access === "object", operation.id).toBe(true);
    }
  });
});

describe("every dashboard operation under every role", () => {
  test.each(CASES)("$name", async ({ operation, role, allowed }) => {
    const least = operation.role!;
    const member = await accountWith(operation, role);
    const before = await accountSnapshot(member.accountId);
    const response = await send(operation, member);
    const body = response.body as ErrorBody;
    if (!allowed) {
      expect(response.status, response.text).toBe(403);
      expect(body.error?.code).toBe("FORBIDDEN");
      expect(body.error?.message).toBe(roleRequiredMessage(least, role));
      expect(await accountSnapshot(member.accountId)).toEqual(before);
      return;
    }
    // Not the pipeline's refusal of the role; with the account set up as a customer has it and
    // a valid sample, the request succeeds.
    expect(body?.error?.message ?? "", response.text).not.toMatch(/^This needs the/);
    expect(response.status, response.text).toBeLessThan(300);
  });
});
