import { z } from "zod";
import { roleSchema } from "./role";
import { safeText } from "./text";

const email = safeText().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")).meta({ description: "E-mail address." });

/** A member of the account as the Team page shows it. */
export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  joinedAt: z.date(),
  lastSignedInAt: z.date().nullable(),
});

/** A member in the Team page's list: with whether they have two-factor sign-in (an app or a passkey). */
export const memberListItemSchema = memberSchema.extend({ twoFactor: z.boolean() });

/** A pending invitation: never its token. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().meta({ description: "The sender's e-mail, as it was when sent." }),
  createdAt: z.date(),
  expiresAt: z.date(),
});

export const inviteMemberSchema = z.strictObject({ email, role: roleSchema });
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

export const changeRoleSchema = z.strictObject({ role: roleSchema });

/** 32 random bytes, base64url: exactly 43 characters. Anything else cannot be an invitation. */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid; open the link from the e-mail again")
  .meta({ description: "The token from the invitation link." });

export const previewInvitationSchema = z.strictObject({ token: invitationTokenSchema });

/** What the invitation page shows before the invitee commits to anything. */
export const invitationPreviewSchema = z.object({
  accountName: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  expiresAt: z.date(),
});
