import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { prefixedIdSchema } from "@/lib/schemas/ids";
import { changePasswordSchema } from "@/lib/schemas/password";
import { sessionViewSchema } from "@/lib/schemas/session";

/** The signed-in user's own password and sessions (the dashboard's Account page). */
export const dashboardSessionOperations = {
  changePassword: defineOperation({
    id: "dashboardChangePassword",
    method: "POST",
    path: "/api/dashboard/password",
    access: "session",
    role: "viewer",
    summary: "Change the password; every other session of the user ends",
    description: "The current password is checked (and throttled like a sign-in); the new one must meet the password policy.",
    body: changePasswordSchema,
    response: { status: 204, description: "Changed; this browser stays signed in." },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED"],
  }),
  listSessions: defineOperation({
    id: "dashboardListSessions",
    method: "GET",
    path: "/api/dashboard/sessions",
    access: "session",
    role: "viewer",
    summary: "The user's signed-in browsers, most recently active first; this one is marked current",
    response: { status: 200, description: "The sessions.", schema: z.object({ data: z.array(sessionViewSchema) }) },
  }),
  endSession: defineOperation({
    id: "dashboardEndSession",
    method: "DELETE",
    path: "/api/dashboard/sessions/{id}",
    access: "session",
    role: "viewer",
    summary: "End one of the user's other sessions; that browser's next request is refused",
    params: z.object({ id: prefixedIdSchema("sess", "Session identifier.") }),
    resource: "session",
    response: { status: 204, description: "Ended." },
    errors: ["CONFLICT"],
  }),
  endOtherSessions: defineOperation({
    id: "dashboardEndOtherSessions",
    method: "DELETE",
    path: "/api/dashboard/sessions/others",
    access: "session",
    role: "viewer",
    summary: "End every session of the user but this one",
    response: { status: 204, description: "Every other session has ended." },
  }),
  signOutEverywhere: defineOperation({
    id: "dashboardSignOutEverywhere",
    method: "DELETE",
    path: "/api/dashboard/sessions",
    access: "session",
    role: "viewer",
    summary: "Sign out everywhere: end every session of the user, this one included",
    duringTwoFactorSetUp: true,
    response: { status: 204, description: "Every session has ended." },
  }),
};
