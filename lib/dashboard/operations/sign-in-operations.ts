import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { signUpSchema } from "@/lib/schemas/account";
import { passkeyAuthenticationOptionsSchema } from "@/lib/schemas/passkeys";
import { secondFactorSchema } from "@/lib/schemas/two-factor";

/**
 * What the sign-in pages call beside next-auth's own routes: for people who are not (or not yet
 * fully) signed in, so public; each handler reads the session itself where it has one. Sign-up
 * and the second step are throttled per address and user by their own rules
 * (lib/identity/throttle-auth.ts), before any costly work, so the public API's per-address limit
 * does not count them (`limit: "own"`); a passkey challenge is counted like any anonymous call.
 */
export const signInOperations = {
  signUp: defineOperation({
    id: "signUp",
    method: "POST",
    path: "/api/auth/sign-up",
    access: "public",
    limit: "own",
    summary: "Create an account and its first user (the form then signs in)",
    description:
      "A route handler rather than a server action: Next's development log prints a server action's arguments, and these hold a password. The password's strength is judged after the throttle.",
    body: signUpSchema,
    response: { status: 201, description: "The new user.", schema: z.object({ id: z.string(), email: z.string() }) },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED"],
  }),
  completeSecondFactor: defineOperation({
    id: "completeSecondFactor",
    method: "POST",
    path: "/api/auth/two-factor",
    access: "public",
    limit: "own",
    summary: "The sign-in's second step: a code or a passkey for a half-signed-in session",
    description:
      "The one thing a session still owing its second factor may do (every dashboard operation answers it 401). Same-origin only.",
    body: secondFactorSchema,
    response: {
      status: 200,
      description: "Signed in; the same cookie now opens the dashboard.",
      schema: z.object({ method: z.enum(["totp", "recovery_code", "passkey"]) }),
    },
    errors: ["UNAUTHORIZED", "FORBIDDEN", "CONFLICT", "VALIDATION_ERROR", "RATE_LIMITED"],
  }),
  passkeyOptions: defineOperation({
    id: "passkeyOptions",
    method: "POST",
    path: "/api/auth/passkey/options",
    access: "public",
    summary: "A challenge for navigator.credentials.get()",
    description:
      "`sign_in`: for the sign-in page, whoever asks (the answer names its user). `session`: for the asking session's own user (the sign-in's second step, \"confirm it is you\"), a half-signed-in session included. Same-origin only.",
    body: z.strictObject({ purpose: z.enum(["sign_in", "session"]) }),
    response: { status: 200, description: "The challenge's options.", schema: passkeyAuthenticationOptionsSchema },
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR"],
  }),
  document: defineOperation({
    id: "getSignInOpenApiDocument",
    method: "GET",
    path: "/api/auth/openapi.json",
    access: "public",
    summary: "The OpenAPI 3.1 description of the operations above",
    response: {
      status: 200,
      description: "The document.",
      // The document's top-level fields, as the generator writes them (the response check keeps only what is named).
      schema: z.object({
        openapi: z.string(),
        info: z.unknown().optional(),
        servers: z.unknown().optional(),
        tags: z.unknown().optional(),
        paths: z.unknown().optional(),
        components: z.unknown().optional(),
      }),
    },
  }),
};
