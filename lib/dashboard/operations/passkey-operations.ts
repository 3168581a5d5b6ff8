import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { prefixedIdSchema } from "@/lib/schemas/ids";
import {
  addedPasskeySchema,
  addPasskeySchema,
  passkeyRegistrationOptionsSchema,
  passkeyViewSchema,
  renamePasskeySchema,
} from "@/lib/schemas/passkeys";

const passkeyParams = z.object({ id: prefixedIdSchema("pk", "Passkey identifier.") });

/**
 * The signed-in user's own passkeys (the Account page). Every member may manage their own,
 * whatever their role, and may set one up while held to setting up two-factor. Adding and
 * removing one are dangerous changes (a new way in, a way in taken away): they ask for a
 * recent confirmation. Using a passkey (sign-in, its second step, confirming) is under
 * /api/auth/passkey, since a session still owing its second factor may call nothing here.
 */
export const dashboardPasskeyOperations = {
  listPasskeys: defineOperation({
    id: "dashboardListPasskeys",
    method: "GET",
    path: "/api/dashboard/passkeys",
    access: "session",
    role: "viewer",
    summary: "The user's passkeys, oldest first",
    duringTwoFactorSetUp: true,
    response: { status: 200, description: "The passkeys (never a key).", schema: z.object({ data: z.array(passkeyViewSchema) }) },
  }),
  startPasskeyRegistration: defineOperation({
    id: "dashboardStartPasskeyRegistration",
    method: "POST",
    path: "/api/dashboard/passkeys/options",
    access: "session",
    role: "viewer",
    summary: "Start adding a passkey: the options for the browser's navigator.credentials.create()",
    description: "The challenge inside is this session's, good for one answer within five minutes.",
    duringTwoFactorSetUp: true,
    confirm: true,
    response: { status: 200, description: "PublicKeyCredentialCreationOptionsJSON.", schema: passkeyRegistrationOptionsSchema },
    errors: ["CONFLICT", "VALIDATION_ERROR"],
  }),
  addPasskey: defineOperation({
    id: "dashboardAddPasskey",
    method: "POST",
    path: "/api/dashboard/passkeys",
    access: "session",
    role: "viewer",
    summary: "Add the passkey the browser made, under a name",
    description:
      "With the user's first second factor, ten recovery codes are made and answered, shown this once. Answers that fail any WebAuthn check (origin, challenge, signature, user verification) are refused with one message.",
    duringTwoFactorSetUp: true,
    confirm: true,
    body: addPasskeySchema,
    response: { status: 201, description: "The passkey; recovery codes when they were made now.", schema: addedPasskeySchema },
    errors: ["VALIDATION_ERROR", "CONFLICT"],
  }),
  renamePasskey: defineOperation({
    id: "dashboardRenamePasskey",
    method: "PATCH",
    path: "/api/dashboard/passkeys/{id}",
    access: "session",
    role: "viewer",
    summary: "Rename one of the user's passkeys",
    params: passkeyParams,
    resource: "passkey",
    body: renamePasskeySchema,
    response: { status: 200, description: "The passkey.", schema: passkeyViewSchema },
    errors: ["VALIDATION_ERROR"],
  }),
  removePasskey: defineOperation({
    id: "dashboardRemovePasskey",
    method: "DELETE",
    path: "/api/dashboard/passkeys/{id}",
    access: "session",
    role: "viewer",
    summary: "Remove one of the user's passkeys; with the last second factor gone, two-factor is off",
    params: passkeyParams,
    resource: "passkey",
    confirm: true,
    response: { status: 204, description: "Removed." },
  }),
};
