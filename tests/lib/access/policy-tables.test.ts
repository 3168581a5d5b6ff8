// Each pure rule of lib/access answered for every role (or every shape of its input) in one
// table, and a guard that no exported function of lib/access goes untested: a rule every request
// or page leans on changes only with a test saying how.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  ACCOUNT_CLOSED_MESSAGE,
  canActWhileAccountClosed,
  canCloseAccount,
  canReopenAccount,
  canSignInToClosedAccount,
  typedNameMatches,
} from "@/lib/access/account-closing-policy";
import { keyMakerOf } from "@/lib/access/api-key-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { refuse } from "@/lib/access/decision";
import { actorOf } from "@/lib/access/principal";
import { canSeeRequestLogs } from "@/lib/access/api-log-policy";
import { aRole, ROLES, type Role } from "@/lib/access/roles";
import { canManageTeam } from "@/lib/access/team-policy";
import { canActBeforeTwoFactorSetUp, canRequireTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from "@/lib/access/two-factor-policy";
import { ApiError } from "@/lib/errors";

const root = path.resolve(import.meta.dirname, "../../..");

/** Which roles a role-only policy lets through, as a table row per role. */
const allowedRoles = (policy: (role: Role) => { allowed: boolean }) => ROLES.filter((role) => policy(role).allowed);

describe("role-only policies, every role", () => {
  test.each([
    ["canManageTeam (the Team page's controls)", canManageTeam, ["owner", "admin"]],
    ["canSeeRequestLogs (the API logs page, its link, a key's logs link)", canSeeRequestLogs, ["owner", "admin", "developer"]],
  ] as const)("%s", (_name, policy, allowed) => {
    expect(allowedRoles(policy)).toEqual(allowed);
    // A refusal names the role needed and the member's own, as the page shows it.
    expect(policy("viewer")).toEqual({ allowed: false, code: "FORBIDDEN", message: expect.stringMatching(/; you are a viewer$/) });
  });

  test.each([
    ["owner", "an owner"],
    ["admin", "an admin"],
    ["developer", "a developer"],
    ["viewer", "a viewer"],
  ] as const)("aRole(%s) is %s", (role, said) => expect(aRole(role)).toBe(said));
});

describe("two-factor requirement", () => {
  test.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])("a member who must set it up: %s, the operation is part of the set-up: %s → allowed %s", (mustSetUp, duringSetUp, allowed) => {
    const decision = canActBeforeTwoFactorSetUp({ mustSetUpTwoFactor: mustSetUp }, duringSetUp ? { duringTwoFactorSetUp: true } : {});
    expect(decision).toEqual(allowed ? { allowed: true } : { allowed: false, code: "FORBIDDEN", message: TWO_FACTOR_REQUIRED_MESSAGE });
  });

  test.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])("requiring it: %s, the owner has it: %s → allowed %s", (required, hasTwoFactor, allowed) => {
    const decision = canRequireTwoFactor({ hasTwoFactor }, required);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.code).toBe("CONFLICT");
  });
});

describe("closing an account", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const closedAt = new Date("2026-11-20T12:00:00Z");

  test.each([
    ["Acme", "Acme", true],
    ["Acme", "acme", false],
    ["Acme", "Acme ", false],
    ["Acme", "", false],
  ])("the typed name %j against %j matches: %s", (name, typed, matches) => expect(typedNameMatches({ name }, typed)).toBe(matches));

  test.each([
    [null, true],
    [closedAt, false],
  ])("closed at %s: may close %s", (at, allowed) => expect(canCloseAccount({ closedAt: at }).allowed).toBe(allowed));

  test.each([
    ["open", null, null, "CONFLICT"],
    ["closed, in the grace period", closedAt, new Date("2026-12-20T12:00:00Z"), null],
    ["closed, erasure due this instant", closedAt, now, "CONFLICT"],
    ["closed, erasure past", closedAt, new Date("2026-11-25T12:00:00Z"), "CONFLICT"],
  ])("reopening an account %s", (_case, at, eraseAfter, refusal) => {
    const decision = canReopenAccount({ closedAt: at, eraseAfter }, now);
    expect(decision.allowed ? null : decision.code).toBe(refusal);
  });

  test.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])("account closed: %s, the operation serves a closed account: %s → allowed %s", (accountClosed, serves, allowed) => {
    const decision = canActWhileAccountClosed({ accountClosed }, serves ? { whileAccountClosed: true } : {});
    expect(decision).toEqual(allowed ? { allowed: true } : { allowed: false, code: "FORBIDDEN", message: ACCOUNT_CLOSED_MESSAGE });
  });

  test("only owners sign in to a closed account", () => {
    expect(allowedRoles(canSignInToClosedAccount)).toEqual(["owner"]);
  });
});

describe("keyMakerOf: who made a key, from its row", () => {
  test.each([
    [
      "a member, with their role now",
      { createdById: "usr_1", createdBy: "a@x.test", makerRole: "developer" },
      { kind: "member", role: "developer" },
    ],
    ["a maker who left (the user gone, the e-mail kept)", { createdById: null, createdBy: "a@x.test", makerRole: null }, { kind: "left" }],
    [
      "a maker whose membership ended (the user kept, no role)",
      { createdById: "usr_1", createdBy: "a@x.test", makerRole: null },
      { kind: "left" },
    ],
    ["the account itself (made by sign-up or a script)", { createdById: null, createdBy: null, makerRole: null }, { kind: "account" }],
  ] as const)("%s", (_case, row, maker) => expect(keyMakerOf(row)).toEqual(maker));
});

describe("actorOf: who the audit log names", () => {
  test("a member's session is its user, by e-mail", () => {
    const session = {
      sessionId: "ses_1",
      userId: "usr_1",
      accountId: "acct_1",
      email: "ada@x.test",
      role: "admin" as const,
      confirmedAt: new Date(0),
      mustSetUpTwoFactor: false,
    };
    expect(actorOf(session)).toEqual({ type: "user", id: "usr_1", label: "ada@x.test" });
  });

  test("an API key is the key, by name and prefix (never the secret)", () => {
    const key = { accountId: "acct_1", keyId: "key_1", keyName: "CI", keyPrefix: "vk_live_ab12", permissions: [] };
    expect(actorOf(key)).toEqual({ type: "api_key", id: "key_1", label: "CI (vk_live_ab12…)" });
  });
});

describe("assertAllowed: the one bridge from a policy to the error the client gets", () => {
  test("an allowed decision passes", () => expect(() => assertAllowed({ allowed: true })).not.toThrow());

  test.each(["FORBIDDEN", "CONFLICT", "CONFIRMATION_REQUIRED"] as const)("a %s refusal is thrown with its code and message", (code) => {
    const thrown = (() => {
      try {
        assertAllowed(refuse(code, "Not you"));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code, message: "Not you" });
  });
});

test("every function lib/access exports is named in a test", () => {
  const testText = (function read(directory: string): string {
    return readdirSync(path.join(root, directory), { withFileTypes: true })
      .map((entry) => {
        const relative = path.join(directory, entry.name);
        if (entry.isDirectory()) return read(relative);
        return /\.test\.tsx?$/.test(entry.name) ? readFileSync(path.join(root, relative), "utf8") : "";
      })
      .join("\n");
  })("tests");
  const untested = readdirSync(path.join(root, "lib/access")).flatMap((file) =>
    [...readFileSync(path.join(root, "lib/access", file), "utf8").matchAll(/^export (?:async )?function (\w+)/gm)]
      .map(([, name]) => name as string)
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(testText))
      .map((name) => `${file}: ${name}`),
  );
  expect(untested).toEqual([]);
});
