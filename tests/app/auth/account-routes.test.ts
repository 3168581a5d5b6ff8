import { describe, expect, test } from "vitest";
import { errorBodySchema } from "@/lib/errors";
import { createAccount } from "@/lib/accounts/create-account";
import { getSessionUser } from "@/lib/identity/sessions/get-session-user";
import { verifyCredentials } from "@/lib/identity/sign-in/verify-credentials";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardSessionOperations } from "@/lib/dashboard/operations/session-operations";
import { db } from "@/lib/db";
import { createUser } from "@/lib/users/create-user";
import { callApi } from "@/tests/support/api-client";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const PASSWORD = "walnut-prism-harbor";
const NEW_PASSWORD = "orchid-basalt-tundra-8";
const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };

async function signedInUser() {
  const account = await createAccount({ name: "Password change" });
  const user = await createUser(account.id, { email: `change-${Date.now()}-${Math.random()}@password.test`, password: PASSWORD });
  const current = await mintSessionCookie(user.id);
  const other = await mintSessionCookie(user.id);
  const hash = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
  return { user, current, other, hash };
}

const isSignedIn = async (cookie: string) => (await getSessionUser(requestWithCookie(cookie))) !== null;

describe("POST /api/dashboard/password", () => {
  test("the new password signs in, the old one no longer does; the other session ends, this one stays", async () => {
    const { user, current, other } = await signedInUser();
    const response = await callApi(dashboardSessionOperations.changePassword, {
      cookie: current.cookie,
      headers: SAME_ORIGIN,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, PASSWORD)).toBeNull();
    expect(await isSignedIn(current.cookie)).toBe(true);
    expect(await isSignedIn(other.cookie)).toBe(false);
  });

  test.each([
    [
      "a wrong current password",
      { currentPassword: "not-my-password", newPassword: NEW_PASSWORD },
      "currentPassword",
      /^The current password is not correct$/,
    ],
    [
      "a weak new password",
      { currentPassword: PASSWORD, newPassword: "password1" },
      "newPassword",
      /^This password is too easy to guess\./,
    ],
    [
      "a new password over 128 characters",
      { currentPassword: PASSWORD, newPassword: `${NEW_PASSWORD}-`.repeat(8) },
      "newPassword",
      /^Use at most 128 characters$/,
    ],
    ["an unknown field", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: "user_other" }, "userId", /Unknown field/],
  ])("refuses %s on its field and changes nothing", async (_case, json, field, message) => {
    const { user, current, other, hash } = await signedInUser();
    // Literal: one of the bodies has a field the schema does not.
    const response = await callApi("POST", "/api/dashboard/password", { cookie: current.cookie, headers: SAME_ORIGIN, json });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.details).toEqual([{ path: field, message: expect.stringMatching(message) }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hash);
    expect(await isSignedIn(current.cookie)).toBe(true);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });

  test("a new password made of the user's own e-mail is refused as easy to guess, and changes nothing", async () => {
    const { user, current, hash } = await signedInUser();
    const response = await callApi(dashboardSessionOperations.changePassword, {
      cookie: current.cookie,
      headers: SAME_ORIGIN,
      body: { currentPassword: PASSWORD, newPassword: user.email },
    });
    expect(response.status).toBe(400);
    expect(response.error!.details).toEqual([{ path: "newPassword", message: expect.stringMatching(/too easy to guess/) }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hash);
  });

  test("a stolen session cannot guess the current password: the e-mail's sign-in allowance applies", async () => {
    const { current } = await signedInUser();
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess++) {
      const response = await callApi(dashboardSessionOperations.changePassword, {
        cookie: current.cookie,
        headers: SAME_ORIGIN,
        body: { currentPassword: `guess-${guess}`, newPassword: NEW_PASSWORD },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  test("without a session: 401; from another site: 403", async () => {
    const { current } = await signedInUser();
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect((await callApi(dashboardSessionOperations.changePassword, { headers: SAME_ORIGIN, body })).status).toBe(401);
    const crossSite = await callApi(dashboardSessionOperations.changePassword, {
      cookie: current.cookie,
      headers: { origin: "https://evil.example", host: "api.test" },
      body,
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("DELETE /api/dashboard/sessions", () => {
  test("signs the user out everywhere, this browser included", async () => {
    const { current, other } = await signedInUser();
    const response = await callApi(dashboardSessionOperations.signOutEverywhere, { cookie: current.cookie, headers: SAME_ORIGIN });
    expect(response.status).toBe(204);
    expect(await isSignedIn(current.cookie)).toBe(false);
    expect(await isSignedIn(other.cookie)).toBe(false);
    // The cookie is now no session at all.
    expect((await callApi(dashboardAccountOperations.overview, { cookie: current.cookie })).status).toBe(401);
  });
});
