import { z } from "zod";
import { PERMISSIONS } from "@/lib/access/permissions";
import { futureDateTime } from "./date-time";
import { safeText } from "./text";

export const permissionSchema = z.enum(PERMISSIONS);

export const createApiKeySchema = z
  .object({
    name: safeText().trim().min(1, "Name is required").max(100, "Use at most 100 characters"),
    permissions: z.array(permissionSchema).min(1, "Choose at least one permission"),
    // Ten years: a key meant to outlive that should not expire at all.
    expiresAt: futureDateTime({ maxDaysAhead: 3653, field: "Expiry" }).optional(),
  })
  .strict();

export type CreateApiKeyData = z.output<typeof createApiKeySchema>;

/** What any caller may see of a key: never its hash, and the secret only once at creation. */
export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(permissionSchema),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
  /** The maker's e-mail (kept after they leave); null for a key the CLI or the system made. */
  createdBy: z.string().nullable(),
  /**
   * The key's standing against its maker's role now (lib/access/api-key-policy.ts): `limited`
   * when the maker's role no longer grants some of its permissions, `maker_left` when they left.
   */
  standing: z.enum(["active", "limited", "maker_left"]),
  /** Its permissions suspended by the maker's current role (all of them once the maker left). */
  suspendedPermissions: z.array(permissionSchema),
});

export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** A key's traffic in the last 24 hours, from the API logs: what the API keys page shows beside its last use. */
export const apiKeyActivitySchema = z.object({
  requests: z.number().int(),
  errors: z.number().int().meta({ description: "Answers of 400 and above." }),
});

/** A key as the dashboard lists it: the view and its last 24 hours. */
export const apiKeyListItemSchema = apiKeyViewSchema.extend({ last24h: apiKeyActivitySchema });
