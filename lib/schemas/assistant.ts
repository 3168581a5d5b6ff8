import { z } from "zod";
// First: the shared zod configuration (messages, no eval) before any schema is built here.
import "@/lib/validation-messages";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";
import { trimmedName } from "./text";
import { ASSISTANT_STATUSES, VOICE_TIERS } from "./assistant-enums";

// The assistant as the API, the dashboard and the OpenAPI document see it. Request schemas are
// strict: an unknown field is an error, so a client cannot set what it does not own.

export { ASSISTANT_STATUSES, VOICE_TIERS };

export const assistantIdSchema = prefixedIdSchema("asst", "Assistant identifier.");

const nameSchema = trimmedName({ max: 100, required: "Name is required", tooLong: "Use at most 100 characters" }).meta({
  description: "Display name. Leading and trailing white space is removed; 1–100 characters must remain, and no control characters.",
  example: "Front desk",
});

// An http(s) URL with a domain name, written out in RFC 3986's characters so the rule fits in the
// document as a `pattern`: no spaces or other characters a URL must percent-encode, no user
// name or password (`https://bank.example@evil.example` reads as the bank), no IP address.
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";
const PCHAR = "(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})";
const PORT = String.raw`(?:6553[0-5]|655[0-2]\d|65[0-4]\d{2}|6[0-4]\d{3}|[1-5]\d{4}|[1-9]\d{0,3}|0)`;
const HTTP_URL = new RegExp(
  `^[hH][tT][tT][pP][sS]?://(?=[^/?#:]{1,253}(?:[/?#:]|$))(?:${LABEL}\\.)+[a-zA-Z]{2,63}(?::${PORT})?` +
    `(?:/${PCHAR}*)*(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`,
);

const businessWebsiteSchema = z
  .string()
  .max(2048, "Use at most 2048 characters")
  .regex(HTTP_URL, "Enter an http(s) URL such as https://example.com, with spaces and other special characters percent-encoded")
  .meta({ format: "uri", description: "The customer's business site, an http(s) URL with a domain name.", example: "https://example.com" });

const languageSchema = z
  .string()
  .regex(/^[a-z]{2,3}-[A-Z]{2}$/, "Use a language tag of the form <language>-<REGION>, such as en-US")
  .meta({ description: "Language tag `<language>-<REGION>`.", example: "en-US" });

const voiceTierSchema = z.enum(VOICE_TIERS).meta({ description: "Voice quality tier.", example: "professional" });

const voiceIdSchema = z
  .string()
  .max(64, "Use at most 64 characters")
  .regex(/^[a-z][a-z0-9]*-[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "Use the form <provider>-<voice name> in lowercase, such as elevenlabs-rachel")
  .meta({ description: "Voice identifier `<provider>-<voice name>`.", example: "elevenlabs-rachel" });

const statusSchema = z
  .enum(ASSISTANT_STATUSES)
  .meta({ description: "Whether the assistant answers calls. Calls to an inactive one fail with ASSISTANT_UNAVAILABLE." });

export const createAssistantSchema = z
  .strictObject({
    name: nameSchema,
    businessWebsite: businessWebsiteSchema.optional(),
    language: languageSchema,
    voiceTier: voiceTierSchema.default("standard"),
    voiceId: voiceIdSchema,
    status: statusSchema.default("active"),
  })
  .meta({ id: "CreateAssistant", description: "Fields of a new assistant. `voiceTier` defaults to `standard`." });

export type CreateAssistantInput = z.input<typeof createAssistantSchema>;
export type CreateAssistantData = z.output<typeof createAssistantSchema>;

export const updateAssistantSchema = z
  .strictObject({
    name: nameSchema.optional(),
    businessWebsite: businessWebsiteSchema.nullable().optional(),
    language: languageSchema.optional(),
    voiceTier: voiceTierSchema.optional(),
    voiceId: voiceIdSchema.optional(),
    status: statusSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change")
  .meta({
    id: "UpdateAssistant",
    minProperties: 1,
    description: "Partial update: only the fields sent change. `businessWebsite: null` clears it.",
  });

export type UpdateAssistantInput = z.input<typeof updateAssistantSchema>;
export type UpdateAssistantData = z.output<typeof updateAssistantSchema>;

/** The response shape. Built from a row through this schema, so nothing else can leak out. */
export const assistantSchema = z
  .object({
    id: assistantIdSchema,
    name: z.string(),
    businessWebsite: z.string().nullable(),
    language: z.string(),
    voiceTier: z.enum(VOICE_TIERS),
    voiceId: z.string(),
    status: z.enum(ASSISTANT_STATUSES),
    phoneNumber: z.string().meta({ description: "The assistant's telephone line (E.164).", example: "+15550100123" }),
    createdAt: z.iso.datetime().meta({ example: "2026-11-21T08:00:00.000Z" }),
    updatedAt: z.iso.datetime().meta({ example: "2026-11-21T08:00:00.000Z" }),
  })
  .meta({ id: "Assistant" });

export type Assistant = z.infer<typeof assistantSchema>;

export const listAssistantsQuerySchema = z.strictObject({
  limit: pageLimitSchema,
  cursor: pageCursorSchema(assistantIdSchema),
});

export type ListAssistantsQuery = z.output<typeof listAssistantsQuerySchema>;

export const assistantListSchema = pageSchema(assistantSchema, "AssistantList");

export type AssistantList = z.infer<typeof assistantListSchema>;
