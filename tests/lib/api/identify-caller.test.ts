// A revoked or expired key never counts against its former account: its requests are counted
// by the client's address, even right after the key was used and cached.
import { describe, expect, test, vi } from "vitest";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { callApi, createTestAccount, randomIp } from "../../support/api-client";
import { awayFromMinuteBoundary } from "../../support/away-from-minute-boundary";

const remaining = (response: { headers: Headers }) => Number(response.headers.get("x-ratelimit-remaining"));

describe("whom a request is counted against", () => {
  test("a revoked key's requests are counted by address, not by account", async () => {
    const account = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["assistants:read"] });
    const other = await createApiKey(account.accountId, { name: "other", permissions: ["assistants:read"] });
    const ip = randomIp();
    await awayFromMinuteBoundary();

    expect(remaining(await callApi(assistantOperations.list, { key: account.key }))).toBe(29);
    expect(await revokeApiKey(account.accountId, account.keyId)).toBe(true);

    for (let i = 0; i < 3; i++) {
      const refused = await callApi(assistantOperations.list, { key: account.key, ip });
      expect(refused.status).toBe(401);
      expect(refused.error!.message).toMatch(/revoked/);
      // The address's own window (Pay-As-You-Go, 30 a minute) counted them.
      expect(remaining(refused)).toBe(29 - i);
    }
    // The account's window saw only the one request made before the revocation.
    expect(remaining(await callApi(assistantOperations.list, { key: other.secret }))).toBe(28);
  });

  test("an expired key's requests are counted by address from the moment it expires, though it was cached", async () => {
    const account = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["assistants:read"] });
    await awayFromMinuteBoundary();
    const expiresAt = new Date(Date.now() + 3_000);
    const expiring = await createApiKey(account.accountId, { name: "expiring", permissions: ["assistants:read"], expiresAt });
    expect((await callApi(assistantOperations.list, { key: expiring.secret })).status).toBe(200);
    expect(remaining(await callApi(assistantOperations.list, { key: expiring.secret }))).toBe(28);
    // Nothing tells the cache that time passed: expiry is compared with the clock on each use.
    // The clock is pinned (awayFromMinuteBoundary): move it past the expiry rather than wait.
    vi.setSystemTime(expiresAt.getTime() + 50);

    const refused = await callApi(assistantOperations.list, { key: expiring.secret, ip: randomIp() });
    expect(refused.status).toBe(401);
    expect(refused.error!.message).toMatch(/expired/);
    expect(remaining(refused)).toBe(29);
    expect(remaining(await callApi(assistantOperations.list, { key: account.key }))).toBe(27);
  });
});
