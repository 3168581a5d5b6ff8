// Which new API keys ask "Confirm it is you" (decision 0180): every one. A rule that picks
// "dangerous" sets let a set just short of one through (all the write permissions without
// logs:read, issue 40), so the table below is every subset of the permissions, none left out.
import { describe, expect, test } from "vitest";
import { keyGrantNeedsConfirmation } from "@/lib/access/confirmation-policy";
import { PERMISSIONS, type Permission } from "@/lib/access/permissions";

/** Every subset of `items`, the empty one included: 2^n of them. */
function subsetsOf<T>(items: readonly T[]): T[][] {
  return Array.from({ length: 2 ** items.length }, (_, mask) => items.filter((_, index) => mask & (2 ** index)));
}

const GRANTS: Permission[][] = subsetsOf(PERMISSIONS);

describe("keyGrantNeedsConfirmation", () => {
  test("the table is every permission set", () => {
    expect(GRANTS).toHaveLength(2 ** PERMISSIONS.length);
    expect(new Set(GRANTS.map((grant) => grant.join(","))).size).toBe(GRANTS.length);
  });

  test.each(GRANTS.map((grant) => [grant.join(", ") || "(none)", grant] as const))("a key with %s needs a confirmation", (_name, grant) => {
    expect(keyGrantNeedsConfirmation(grant)).toBe(true);
  });
});
