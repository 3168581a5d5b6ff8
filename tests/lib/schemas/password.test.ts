import { describe, expect, test } from "vitest";
import { createUserSchema } from "@/lib/schemas/create-user";
import { changePasswordSchema } from "@/lib/schemas/password";

const EMAIL = "mariana.lopez@example.test";

function passwordProblem(password: string, extra: { email?: string; name?: string } = {}) {
  const result = createUserSchema.safeParse({ email: extra.email ?? EMAIL, name: extra.name, password });
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === "password")?.message;
}

describe("the password policy", () => {
  test.each([
    ["password", /^This password is too easy to guess\. This is a heavily used password\./],
    ["12345678", /^This password is too easy to guess\. This is a heavily used password\./],
    ["qwertyuiop", /too easy to guess\. This is a frequently used password/],
    ["aaaaaaaaaaaa", /too easy to guess\. Repeated characters like "aaa" are easy to guess/],
    ["Passw0rd!", /too easy to guess\. This is similar to a commonly used password/],
    ["short", /^Use at least 8 characters$/],
    ["x".repeat(129), /^Use at most 128 characters$/],
  ])("refuses %j with a reason a person can act on", (password, reason) => {
    expect(passwordProblem(password)).toMatch(reason);
  });

  test("a password of the wrong length gets that reason alone", () => {
    const result = createUserSchema.safeParse({ email: EMAIL, password: "a".repeat(200) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Use at most 128 characters"]);
  });

  test("counts the user's own e-mail and name as known to an attacker", () => {
    expect(passwordProblem(EMAIL)).toMatch(/too easy to guess\. There should not be any personal/);
    expect(passwordProblem("quintanilla-1987", { name: "Rosa Quintanilla" })).toMatch(/too easy to guess/);
    // The same password is fine for someone else.
    expect(passwordProblem("quintanilla-1987", { name: "Ada Byron" })).toBeNull();
  });

  test.each([
    "violet-harbour-lantern",
    "correct-horse-battery",
    "kj4#Lm9!qzR",
    "the quiet lighthouse keeper painted seventeen orange boats before the autumn storms reached the northern harbour!",
  ])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  // Its strength is checked by changePassword, against the user's e-mail and name too
  // (tests/app/auth/account-routes.test.ts): the browser bundles this schema.
  test("a password change's schema applies the policy's lengths to the new password", () => {
    const short = changePasswordSchema.safeParse({ currentPassword: "anything", newPassword: "1234567" });
    expect(short.error?.issues[0]).toMatchObject({ path: ["newPassword"], message: expect.stringMatching(/at least 8/i) });
    expect(changePasswordSchema.safeParse({ currentPassword: "anything", newPassword: "x".repeat(129) }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: "anything", newPassword: "amber-quartz-meadow-73" }).success).toBe(true);
  });
});
