import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { zodIssuesToDetails } from "@/lib/errors";
import { createApiKeySchema } from "@/lib/schemas/api-key";
import { createAssistantSchema } from "@/lib/schemas/assistant";
import { listCallsQuerySchema } from "@/lib/schemas/call";

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return Object.fromEntries(zodIssuesToDetails(result.error.issues).map((detail) => [detail.path, detail.message]));
}

describe("validation messages are written for a person", () => {
  test.each([
    ["a missing field", createAssistantSchema, { language: "en-US", voiceId: "elevenlabs-rachel" }, "name", "Required"],
    [
      "a number where text belongs",
      createAssistantSchema,
      { name: 42, language: "en-US", voiceId: "elevenlabs-rachel" },
      "name",
      "Must be text",
    ],
    [
      "an unknown enum value",
      createAssistantSchema,
      { name: "A", language: "en-US", voiceId: "elevenlabs-rachel", voiceTier: "ultra" },
      "voiceTier",
      "Use one of: standard, professional",
    ],
    ["a number too large", listCallsQuerySchema, { limit: "1000" }, "limit", "Use a number at most 100"],
    ["a list too short", createApiKeySchema, { name: "k", permissions: [] }, "permissions", "Choose at least one permission"],
    ["a name too long", createApiKeySchema, { name: "k".repeat(101), permissions: ["usage:read"] }, "name", "Use at most 100 characters"],
  ] as const)("%s", (_case, schema, value, path, message) => {
    const found = messages(schema, value);
    expect(found[path]).toBe(message);
    expect(Object.values(found).join(" ")).not.toMatch(/expected|received|Invalid input|Too (small|big)/);
  });
});
