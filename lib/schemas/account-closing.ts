import { z } from "zod";

// Apart from account.ts, whose sign-up schemas bring the password strength estimator: the
// dashboard's account operations are in every page's client bundle.

/** The account's name and closing state (decision 0192): `closedAt` null while it is open. */
export const accountClosingSchema = z.object({
  name: z.string(),
  closedAt: z.date().nullable(),
  eraseAfter: z
    .date()
    .nullable()
    .meta({ description: "When every row of the closed account will be erased; it may be reopened until then." }),
});

/** Closing the account: its name, typed exactly as it is shown. */
export const closeAccountSchema = z.strictObject({
  confirmName: z.string().max(200).meta({ description: "The account's name, typed exactly." }),
});
