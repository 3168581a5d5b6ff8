import { defineOperation } from "@/lib/api/operation";
import { changePasswordSchema } from "@/lib/schemas/password";

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
  signOutEverywhere: defineOperation({
    id: "dashboardSignOutEverywhere",
    method: "DELETE",
    path: "/api/dashboard/sessions",
    access: "session",
    role: "viewer",
    summary: "Sign out everywhere: end every session of the user, this one included",
    response: { status: 204, description: "Every session has ended." },
  }),
};
