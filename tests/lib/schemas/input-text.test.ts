import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { createAccountSchema } from "@/lib/schemas/account";
import { createUserSchema } from "@/lib/schemas/create-user";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { createApiKeySchema } from "@/lib/schemas/api-key";
import { createAssistantSchema, listAssistantsQuerySchema, updateAssistantSchema } from "@/lib/schemas/assistant";
import {
  completeCallInputSchema,
  failCallInputSchema,
  listCallsQuerySchema,
  receiveCallInputSchema,
  storeTranscriptInputSchema,
  testCallInputSchema,
} from "@/lib/schemas/call";
import { unsafeTextReason } from "@/lib/schemas/text";
import { webhookUrlInputSchema } from "@/lib/schemas/webhook";

const ASST = "asst_01kaj2v3c5m7q9x2c4v6b8n0p2";
const listDeliveriesQuery = dashboardWebhookOperations.listDeliveries.query as z.ZodType;

// Every free-text field of every input schema, with a valid input around it.
const TEXT_FIELDS: Array<[name: string, schema: z.ZodType, valid: unknown, set: (text: string) => unknown]> = [
  ["account name", createAccountSchema, { name: "Acme" }, (name) => ({ name })],
  ["user e-mail", createUserSchema, { email: "a@b.co", password: "correct horse" }, (email) => ({ email, password: "correct horse" })],
  [
    "user name",
    createUserSchema,
    { email: "a@b.co", password: "correct horse", name: "Ada" },
    (name) => ({ email: "a@b.co", password: "correct horse", name }),
  ],
  ["API key name", createApiKeySchema, { name: "ci", permissions: ["usage:read"] }, (name) => ({ name, permissions: ["usage:read"] })],
  [
    "assistant name (create)",
    createAssistantSchema,
    { name: "Desk", language: "en-US", voiceId: "eleven-rachel" },
    (name) => ({ name, language: "en-US", voiceId: "eleven-rachel" }),
  ],
  ["assistant name (update)", updateAssistantSchema, { name: "Desk" }, (name) => ({ name })],
  [
    "business website",
    updateAssistantSchema,
    { businessWebsite: "https://example.com/a" },
    (text) => ({ businessWebsite: `https://example.com/${text}` }),
  ],
  ["webhook URL", webhookUrlInputSchema, "https://example.com/hooks", (text) => `https://example.com/${text}`],
  ["call summary", completeCallInputSchema, { duration: 60, summary: "Booked" }, (summary) => ({ duration: 60, summary })],
  [
    "call failure message",
    failCallInputSchema,
    { code: "CONNECTION_LOST", message: "Dropped" },
    (message) => ({ code: "CONNECTION_LOST", message }),
  ],
  [
    "transcript text",
    storeTranscriptInputSchema,
    { messages: [{ role: "caller", text: "Hi", at: "2026-11-21T08:00:00Z" }] },
    (text) => ({ messages: [{ role: "caller", text, at: "2026-11-21T08:00:00Z" }] }),
  ],
];

const UNSAFE: Array<[label: string, text: string]> = [
  ["NUL", "a\u0000b"],
  ["a lone high surrogate", "a\ud800b"],
  ["a lone low surrogate", "a\udc00b"],
  ["a trailing high surrogate", "ab\ud83d"],
  ["BEL", "a\u0007b"],
  ["ESC (terminal escapes)", "a\u001b[31mb"],
  ["DEL", "a\u007fb"],
  ["a C1 control (NEL)", "a\u0085b"],
];

describe("free-text fields refuse control characters and lone surrogates", () => {
  test.each(TEXT_FIELDS)("%s: the valid input passes", (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  const cases = TEXT_FIELDS.flatMap(([name, schema, , set]) => UNSAFE.map(([label, text]) => [name, label, schema, set(text)] as const));
  test.each(cases)("%s with %s → a validation issue, not an exception", (_name, _label, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
  });

  test.each([
    ["emoji and accents", "Café ☕ 👩🏽‍💻", true],
    ["right-to-left text", "مرحبا", true],
    ["CJK", "前台", true],
    ["a tab", "a\tb", false],
    ["a line feed", "a\nb", false],
  ])("single-line text: %s → %s", (_label, text, accepted) => {
    expect(unsafeTextReason(text) === null).toBe(accepted);
  });

  test("multi-line text keeps tab and line breaks, and still refuses NUL", () => {
    expect(unsafeTextReason("line one\r\nline\ttwo", { multiline: true })).toBeNull();
    expect(unsafeTextReason("a\u0000", { multiline: true })).toMatch(/control character/);
    expect(completeCallInputSchema.safeParse({ duration: 60, summary: "Booked.\nCalls back at 5." }).success).toBe(true);
  });

  test("the message says what is wrong", () => {
    const result = createAssistantSchema.safeParse({ name: "a\u0000", language: "en-US", voiceId: "eleven-rachel" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: expect.stringMatching(/control character/) }),
    ]);
  });
});

describe("dates are bounded", () => {
  const key = (expiresAt: unknown) => createApiKeySchema.safeParse({ name: "k", permissions: ["usage:read"], expiresAt });
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  test.each([
    ["tomorrow", inDays(1), true],
    ["a date without time", inDays(30).slice(0, 10), true],
    ["a Date object", new Date(Date.now() + 86_400_000), true],
    ["nine years ahead", inDays(9 * 365), true],
    ["eleven years ahead", inDays(11 * 365), false],
    ["after year 9999", "10000-01-01T00:00:00Z", false],
    ["year 9999", "9999-12-31T23:59:59Z", false],
    ["an extended year", "+275760-09-13T00:00:00Z", false],
    ["the past", "2001-01-01T00:00:00Z", false],
    ["a number", 4102444800000, false],
    ["true", true, false],
    ["an empty string", "", false],
    ["not a date", "tomorrow", false],
    ["February 30th", "2027-02-30", false],
    ["NUL inside", `${inDays(1)}\u0000`, false],
    ["an invalid Date", new Date(Number.NaN), false],
  ])("API key expiry %s → accepted %s", (_label, value, accepted) => {
    expect(key(value).success).toBe(accepted);
  });
});

describe("ids and cursors are checked by shape", () => {
  test.each([
    [listAssistantsQuerySchema, { cursor: "abc" }],
    [listAssistantsQuerySchema, { cursor: `${ASST}\u0000` }],
    [listAssistantsQuerySchema, { cursor: "call_01kaj2v3c5m7q9x2c4v6b8n0p2" }],
    [listAssistantsQuerySchema, { limit: "1e309" }],
    [listAssistantsQuerySchema, { limit: "-1" }],
    [listCallsQuerySchema, { cursor: "' OR 1=1 --" }],
    [listCallsQuerySchema, { assistantId: "asst_\ud800" }],
    [listDeliveriesQuery, { cursor: "abc" }],
    [listDeliveriesQuery, { cursor: "dlv_\ud800" }],
    [listDeliveriesQuery, { status: "lost" }],
    [receiveCallInputSchema, { assistantId: "asst_\u0000", callerNumber: "+14155550123" }],
    [testCallInputSchema, { assistantId: "asst_x", outcome: "completed" }],
  ] as Array<[z.ZodType, unknown]>)("%# refuses %j", (schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  test("well-formed ids pass", () => {
    expect(listDeliveriesQuery.parse({ cursor: "dlv_01kaj2v3c5m7q9x2c4v6b8n0p2", limit: "5" })).toEqual({
      cursor: "dlv_01kaj2v3c5m7q9x2c4v6b8n0p2",
      limit: 5,
    });
    expect(testCallInputSchema.safeParse({ assistantId: ASST, outcome: "completed" }).success).toBe(true);
  });
});
