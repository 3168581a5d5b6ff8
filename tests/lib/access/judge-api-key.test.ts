// The one judgement of a presented key (lib/access/api-key-policy.ts): the rate limiter counts
// by it and authentication answers from it, so every combination of the row's states is here.
import { describe, expect, test } from "vitest";
import { judgeApiKey, keyStanding } from "@/lib/access/api-key-policy";
import { PERMISSIONS } from "@/lib/access/permissions";
import type { ApiKeyRecord } from "@/lib/access/principal";
import { ROLES } from "@/lib/access/roles";

const NOW = Date.parse("2026-11-26T12:00:00Z");

function record(overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return {
    id: "key_1",
    accountId: "acct_1",
    name: "ci",
    prefix: "vk_live_abcd",
    permissions: ["assistants:read"],
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    tier: "STARTER",
    createdById: null,
    createdBy: null,
    makerRole: null,
    ...overrides,
  };
}

const revoked = { revokedAt: new Date(NOW - 1) };
const accountClosed = { accountClosed: true };
const expired = { expiresAt: new Date(NOW) };
const unexpired = { expiresAt: new Date(NOW + 1) };
const makerLeft = { createdById: null, createdBy: "gone@example.com", makerRole: null };
const makerStays = { createdById: "user_1", createdBy: "dev@example.com", makerRole: "developer" as const };

describe("judgeApiKey", () => {
  test("no row: unknown", () => {
    expect(judgeApiKey(null, NOW)).toEqual({ kind: "unknown" });
  });

  // Every combination of revoked (or its account closed) × expiry × maker, in the order the verdict checks them.
  const cases: Partial<ApiKeyRecord>[] = [revoked, accountClosed, {}].flatMap((r) =>
    [expired, unexpired, {}].flatMap((e) => [makerLeft, makerStays, {}].map((m) => ({ ...r, ...e, ...m }))),
  );
  test.each(cases.map((overrides) => [JSON.stringify(overrides), overrides] as const))("%s", (_name, overrides) => {
    const row = record(overrides);
    const expected =
      "revokedAt" in overrides || overrides.accountClosed
        ? "revoked"
        : overrides.expiresAt === expired.expiresAt
          ? "expired"
          : overrides.createdBy === makerLeft.createdBy
            ? "maker_left"
            : "usable";
    expect(judgeApiKey(row, NOW)).toEqual({ kind: expected, record: row });
  });
});

describe("keyStanding", () => {
  test.each(ROLES.map((role) => [role] as const))("a key made by a member who is now %s holds only what that role may grant", (role) => {
    const standing = keyStanding(PERMISSIONS, { kind: "member", role });
    expect([...standing.effective, ...standing.suspended].sort()).toEqual([...PERMISSIONS].sort());
    expect(standing.status).toBe(standing.suspended.length > 0 ? "limited" : "active");
  });

  test("the account's own key holds everything it was given; a left maker's key nothing", () => {
    expect(keyStanding(PERMISSIONS, { kind: "account" })).toEqual({ effective: [...PERMISSIONS], suspended: [], status: "active" });
    expect(keyStanding(PERMISSIONS, { kind: "left" })).toMatchObject({ effective: [], status: "maker_left" });
  });
});
