import { beforeEach, describe, expect, test, vi } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { WebhookUrlError } from "@/lib/webhooks/errors";
import { postWebhook } from "@/lib/webhooks/post-webhook";
import { resolveWebhookTarget } from "@/lib/webhooks/resolve-webhook-target";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import type { DnsAnswers } from "../../support/controlled-dns";

// DNS under test control: the machine has no public DNS, and only a controlled resolver can
// answer with a zone id or a transition-form IPv6 address. Names not listed go to the system.
const answers = vi.hoisted((): DnsAnswers => new Map());
vi.mock("node:dns/promises", async (importOriginal) =>
  (await import("../../support/controlled-dns")).controlledDns(await importOriginal<typeof import("node:dns/promises")>(), answers),
);

beforeEach(() => {
  answers.clear();
  delete process.env.WEBHOOK_ALLOWED_HOSTS;
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe("resolveWebhookTarget", () => {
  test.each([
    ["a zone id", [{ address: "fe80::1%lo", family: 6 }], /fe80::1%lo, which is a scoped address with a zone id/],
    ["a zone id on a public address", [{ address: "2606:4700:4700::1111%eth0", family: 6 }], /zone id/],
    ["a zero-compressed 6to4 loopback", [{ address: "2002:7f00::1", family: 6 }], /loopback.*6to4/],
    ["a 6to4 link-local", [{ address: "2002:a9fe::1", family: 6 }], /link-local.*6to4/],
    ["a Teredo private client", [{ address: "2001:0:4136:e378:8000:63bf:f5ff:fffe", family: 6 }], /private.*Teredo/],
    ["a local-use NAT64 address", [{ address: "64:ff9b:1::808:808", family: 6 }], /NAT64/],
    ["the 6to4 relay anycast range", [{ address: "192.88.99.1", family: 4 }], /reserved/],
    [
      "one private answer among public ones",
      [
        { address: "8.8.8.8", family: 4 },
        { address: "::ffff:10.0.0.1", family: 6 },
      ],
      /10\.0\.0\.1.*IPv4-mapped/,
    ],
  ])("refuses a resolver answer with %s as a WebhookUrlError, never a TypeError", async (_case, addresses, message) => {
    answers.set("zone.test", addresses);
    const error = await thrown(resolveWebhookTarget("https://zone.test/hook"));
    expect(error).toBeInstanceOf(WebhookUrlError);
    expect(error).toMatchObject({ reason: "forbidden_address" });
    expect((error as Error).message).toMatch(message);
  });

  test("on save: nothing is written", async () => {
    answers.set("zone.test", [{ address: "fe80::1%lo", family: 6 }]);
    const account = await createAccount({ name: "Zone" });
    const error = await thrown(setWebhookUrl(account.id, "https://zone.test/hook"));
    expect(error).toMatchObject({ reason: "forbidden_address" });
    expect(await db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(0);
  });

  test("at connect time: a name that now answers with a forbidden address is blocked before connecting", async () => {
    // Saved while it resolved to a public address; by the attempt it answers a 6to4 loopback.
    // Nothing listens on port 1: a connection would fail with ECONNREFUSED, not "Blocked".
    answers.set("sixtofour.test", [{ address: "2002:7f00::1", family: 6 }]);
    const result = await postWebhook("https://sixtofour.test:1/x", "{}", {});
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/^Blocked: sixtofour\.test resolves to 2002:7f00::1, which is a loopback address/);

    answers.set("zone.test", [{ address: "fe80::1%lo", family: 6 }]);
    expect((await postWebhook("https://zone.test:1/x", "{}", {})).error).toMatch(/^Blocked: .*zone id/);
  });
});
