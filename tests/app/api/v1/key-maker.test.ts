// A key is the account's, bounded by its maker (decision "A key is the account's, bounded by
// its maker"): through the real routes, a developer's full-access key loses what a viewer may
// not grant when its maker is demoted, gets it back on promotion, and stops working when its
// maker leaves; the key list names the maker and marks the key. Keys the CLI makes are the
// account's and answer to no member.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Role } from "@/lib/access/roles";
import { callApi, validAssistant } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

async function member(accountId: string, role: Role) {
  const user = await db.user.create({ data: { id: newId("user"), accountId, email: `${newId("user")}@maker.test`, role } });
  return { ...user, session: await dashboardSession({ accountId, userId: user.id }) };
}

async function teamWithDeveloperKey() {
  const account = await createAccount({ name: "Maker Co", tier: "PROFESSIONAL" });
  const owner = await member(account.id, "owner");
  const developer = await member(account.id, "developer");
  const created = await callApi(dashboardApiKeyOperations.create, {
    ...developer.session,
    body: { name: "CI", permissions: ["assistants:read", "assistants:write"] },
  });
  expect(created.status, created.text).toBe(201);
  return { account, owner, developer, key: created.data!.secret, keyId: created.data!.apiKey.id };
}

const listAssistants = (key: string) => callApi(assistantOperations.list, { key });
const createAssistant = (key: string) => callApi(assistantOperations.create, { key, body: validAssistant });
const setRole = (owner: { session: object }, id: string, role: Role) =>
  callApi(dashboardTeamOperations.changeRole, { ...owner.session, params: { id }, body: { role } });

async function keyRow(owner: { session: Awaited<ReturnType<typeof dashboardSession>> }, keyId: string) {
  const listed = await callApi(dashboardApiKeyOperations.list, owner.session);
  return listed.data!.data.find((key) => key.id === keyId)!;
}

describe("a key is bounded by its maker's role", () => {
  test("the key names its maker; demoted to viewer it is refused (403, saying why), promoted again it works", async () => {
    const { account, owner, developer, key, keyId } = await teamWithDeveloperKey();
    expect(await keyRow(owner, keyId)).toMatchObject({ createdBy: developer.email, standing: "active", suspendedPermissions: [] });
    expect((await listAssistants(key)).status).toBe(200);
    expect((await createAssistant(key)).status).toBe(201);

    expect((await setRole(owner, developer.id, "viewer")).status).toBe(200);
    const read = await listAssistants(key);
    expect(read.status, read.text).toBe(403);
    expect(read.error?.message).toContain(`assistants:read permission is suspended: ${developer.email} is now a viewer`);
    const before = await db.assistant.count({ where: { accountId: account.id } });
    expect((await createAssistant(key)).status).toBe(403);
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(before);
    expect(await keyRow(owner, keyId)).toMatchObject({
      standing: "limited",
      suspendedPermissions: ["assistants:read", "assistants:write"],
    });

    expect((await setRole(owner, developer.id, "developer")).status).toBe(200);
    expect((await listAssistants(key)).status).toBe(200);
    expect((await createAssistant(key)).status).toBe(201);
    expect(await keyRow(owner, keyId)).toMatchObject({ standing: "active", suspendedPermissions: [] });
  });

  test("an admin's audit:read key loses only audit:read when its maker becomes a developer", async () => {
    const account = await createAccount({ name: "Audit Co", tier: "PROFESSIONAL" });
    const owner = await member(account.id, "owner");
    const admin = await member(account.id, "admin");
    const created = await callApi(dashboardApiKeyOperations.create, {
      ...admin.session,
      body: { name: "audit", permissions: ["audit:read", "assistants:read"] },
    });
    expect(created.status, created.text).toBe(201);
    expect((await setRole(owner, admin.id, "developer")).status).toBe(200);
    expect((await listAssistants(created.data!.secret)).status).toBe(200);
    expect(await keyRow(owner, created.data!.apiKey.id)).toMatchObject({ standing: "limited", suspendedPermissions: ["audit:read"] });
  });

  test("a removed maker's key stops working (401, saying why) and is counted by address; the list keeps the maker's name", async () => {
    const { owner, developer, key, keyId } = await teamWithDeveloperKey();
    const removed = await callApi(dashboardTeamOperations.removeMember, { ...owner.session, params: { id: developer.id } });
    expect(removed.status, removed.text).toBe(204);
    const refused = await listAssistants(key);
    expect(refused.status, refused.text).toBe(401);
    expect(refused.error?.message).toBe(
      `This API key stopped working: ${developer.email} is no longer a member of the account. Create a new key.`,
    );
    expect(await keyRow(owner, keyId)).toMatchObject({
      createdBy: developer.email,
      standing: "maker_left",
      suspendedPermissions: ["assistants:read", "assistants:write"],
    });
  });

  test("a key the CLI made is the account's: no maker, untouched by any member's role", async () => {
    const account = await createAccount({ name: "CLI Co", tier: "PROFESSIONAL" });
    const owner = await member(account.id, "owner");
    const { apiKey, secret } = await createApiKey(account.id, { name: "cli", permissions: ["assistants:read"] });
    expect(apiKey).toMatchObject({ createdBy: null, standing: "active" });
    expect((await setRole(owner, (await member(account.id, "owner")).id, "viewer")).status).toBe(200);
    expect((await listAssistants(secret)).status).toBe(200);
  });
});
