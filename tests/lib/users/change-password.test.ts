import { z } from "zod";
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { db } from "@/lib/db";
import { changePassword, WrongPasswordError } from "@/lib/users/change-password";
import { createUser } from "@/lib/users/create-user";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const PASSWORD = "walnut-prism-harbor";
const NEW_PASSWORD = "orchid-basalt-tundra-8";

async function signedInUser() {
  const account = await createAccount({ name: "Password change" });
  const user = await createUser(account.id, { email: `change-${Date.now()}-${Math.random()}@password.test`, password: PASSWORD });
  const current = await mintSessionCookie(user.id);
  const other = await mintSessionCookie(user.id);
  const hash = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
  return { user, current, other, hash };
}

describe("changePassword", () => {
  test("the new password signs in, the old one no longer does", async () => {
    const { user, current } = await signedInUser();
    await changePassword(user.id, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { keepSession: current.sessionId });
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, PASSWORD)).toBeNull();
  });

  test.each([
    ["a wrong current password", { currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, WrongPasswordError],
    ["a weak new password", { currentPassword: PASSWORD, newPassword: "password1" }, z.ZodError],
    ["a new password over 128 characters", { currentPassword: PASSWORD, newPassword: `${NEW_PASSWORD}-`.repeat(8) }, z.ZodError],
  ])("refuses %s and changes nothing: same hash, every session kept", async (_case, input, errorClass) => {
    const { user, current, other, hash } = await signedInUser();
    await expect(changePassword(user.id, input, { keepSession: current.sessionId })).rejects.toBeInstanceOf(errorClass);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hash);
    for (const { cookie } of [current, other]) expect(await getSessionUser(requestWithCookie(cookie))).not.toBeNull();
  });
});
