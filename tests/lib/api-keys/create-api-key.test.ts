import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { errorBodySchema } from "@/lib/errors";
import { db } from "@/lib/db";
import { callApi } from "../../support/api-client";
import { dashboardSession } from "../../support/session-cookie";

describe("createApiKey", () => {
  test("stores only the hash and a short prefix, and returns the secret once", async () => {
    const account = await createAccount({ name: "Keys Inc", tier: "starter" });
    const { apiKey, secret } = await createApiKey(account.id, { name: "CI", permissions: ["assistants:read"] });

    expect(secret).toMatch(/^vk_live_[A-Za-z0-9_-]{32}$/);
    expect(apiKey.prefix).toBe(secret.slice(0, 14));
    expect(apiKey).not.toHaveProperty("hash");
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.hash).toBe(hashApiKey(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  test.each([
    ["no name", { name: "", permissions: ["assistants:read"] }],
    ["no permission", { name: "k", permissions: [] }],
    ["an unknown permission", { name: "k", permissions: ["admin"] }],
    ["an expiry in the past", { name: "k", permissions: ["usage:read"], expiresAt: "2001-01-01T00:00:00Z" }],
    ["an unknown field", { name: "k", permissions: ["usage:read"], owner: "me" }],
  ])("the dashboard refuses %s with VALIDATION_ERROR and writes nothing", async (_case, input) => {
    const account = await createAccount({ name: "Bad Input Ltd" });
    const session = await dashboardSession({ userId: "user_test", accountId: account.id });
    // Literal: bodies the schema refuses (an unknown permission, an unknown field).
    const response = await callApi("POST", "/api/dashboard/api-keys", { ...session, json: input });
    expect(response.status, response.text).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.length).toBeGreaterThan(0);
    expect(await db.apiKey.count({ where: { accountId: account.id } })).toBe(0);
  });

  test("lists newest first and revokes only within the owning account", async () => {
    const owner = await createAccount({ name: "Owner" });
    const stranger = await createAccount({ name: "Stranger" });
    const first = await createApiKey(owner.id, { name: "first", permissions: ["usage:read"] });
    const second = await createApiKey(owner.id, { name: "second", permissions: ["usage:read"] });

    expect((await listApiKeys(owner.id)).map((key) => key.name)).toEqual(["second", "first"]);
    expect(await revokeApiKey(stranger.id, first.apiKey.id)).toBe(false);
    expect((await listApiKeys(owner.id)).every((key) => key.revokedAt === null)).toBe(true);

    expect(await revokeApiKey(owner.id, first.apiKey.id)).toBe(true);
    const keys = await listApiKeys(owner.id);
    expect(keys.find((key) => key.id === first.apiKey.id)?.revokedAt).toBeInstanceOf(Date);
    expect(keys.find((key) => key.id === second.apiKey.id)?.revokedAt).toBeNull();
  });
});
