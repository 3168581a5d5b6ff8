import { z } from "zod";

/** One signed-in browser of the member, as their session list shows it. */
export const sessionViewSchema = z.object({
  id: z.string().meta({ example: "sess_01kaj2v3c5m7q9x2c4v6b8n0p2" }),
  /** Browser and version read from the User-Agent at sign-in, e.g. "Chrome 142"; null when unknown. */
  browser: z.string().nullable(),
  /** Operating system read from the User-Agent at sign-in, e.g. "macOS 15.1"; null when unknown. */
  system: z.string().nullable(),
  /** The address at sign-in, as the audit log keeps it (an IPv6 address by its /64; pages show it through formatClientAddress). */
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
  /** The last request of this browser, at most a minute behind. */
  lastActiveAt: z.date(),
  /** This browser, the one asking. */
  current: z.boolean(),
});

export type SessionView = z.infer<typeof sessionViewSchema>;
