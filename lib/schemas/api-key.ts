import { z } from "zod";
import { PERMISSIONS } from "@/lib/api-keys/permissions";

export const permissionSchema = z.enum(PERMISSIONS);

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100),
    permissions: z.array(permissionSchema).min(1, "Choose at least one permission"),
    expiresAt: z.coerce.date().refine((date) => date.getTime() > Date.now(), "Expiry must be in the future").optional(),
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
});

export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;
