import { expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { webhookEventTypesInputSchema } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "@/lib/webhooks/errors";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { setWebhookEventTypes } from "@/lib/webhooks/set-webhook-event-types";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";

async function accountWithEndpoint() {
  process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1";
  const account = await createAccount({ name: "Types Co" });
  await setWebhookUrl(account.id, "https://127.0.0.1:9/hooks");
  return account;
}

test("a new endpoint takes every type; a choice is stored in the spec's order; choosing all means every type again", async () => {
  const account = await accountWithEndpoint();
  expect((await findWebhookEndpoint(account.id))?.eventTypes).toEqual(EVENT_TYPES);

  const narrowed = await setWebhookEventTypes(account.id, { eventTypes: ["usage.threshold", "call.failed", "call.failed"] });
  expect(narrowed?.eventTypes).toEqual(["call.failed", "usage.threshold"]);

  const all = await setWebhookEventTypes(account.id, { eventTypes: [...EVENT_TYPES].reverse() });
  expect(all?.eventTypes).toEqual(EVENT_TYPES);
  expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { accountId: account.id } })).eventTypes).toEqual([]);
});

test("no endpoint: a clear error and nothing written", async () => {
  const account = await createAccount({ name: "No URL Co" });
  await expect(setWebhookEventTypes(account.id, { eventTypes: ["call.missed"] })).rejects.toBeInstanceOf(WebhookNotConfiguredError);
  expect(await db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(0);
});

test.each([
  ["none", { eventTypes: [] }],
  ["an unknown type", { eventTypes: ["call.answered"] }],
  ["the test event's type", { eventTypes: ["webhook.test"] }],
  ["not a list", { eventTypes: "call.missed" }],
  ["an unknown field", { eventTypes: ["call.missed"], url: "https://evil.example" }],
  ["a NUL byte", { eventTypes: ["call.missed\u0000"] }],
])("refuses %s", (_case, input) => {
  expect(webhookEventTypesInputSchema.safeParse(input).success).toBe(false);
});
