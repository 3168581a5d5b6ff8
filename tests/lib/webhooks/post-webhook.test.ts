import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { postWebhook } from "@/lib/webhooks/post-webhook";
import type { DnsAnswers } from "../../support/controlled-dns";
import { startHttpsReceiver, type HttpsReceiver } from "../../support/https-receiver";

// DNS under test control: "rebind.test" exists only for the check made before connecting.
// If the connection looked the name up again (as a DNS-rebinding attacker would want), the
// system resolver would fail with ENOTFOUND; a pinned connection reaches the checked address.
const answers = vi.hoisted((): DnsAnswers => new Map());
vi.mock("node:dns/promises", async (importOriginal) =>
  (await import("../../support/controlled-dns")).controlledDns(await importOriginal<typeof import("node:dns/promises")>(), answers),
);

let receiver: HttpsReceiver;

beforeAll(async () => {
  receiver = await startHttpsReceiver({ hostNames: ["rebind.test", "private.test"] });
});

afterAll(async () => {
  await receiver.close();
});

beforeEach(() => {
  answers.clear();
  process.env.WEBHOOK_CA_FILE = receiver.caFile;
  delete process.env.WEBHOOK_ALLOWED_HOSTS;
  receiver.requests.length = 0;
});

const port = () => new URL(receiver.origin).port;

describe("postWebhook", () => {
  test("connects to the address that was checked, not to a second lookup", async () => {
    answers.set("rebind.test", [{ address: "127.0.0.1", family: 4 }]);
    process.env.WEBHOOK_ALLOWED_HOSTS = "rebind.test";
    const result = await postWebhook(`https://rebind.test:${port()}/pinned`, "{}", { "Content-Type": "application/json" });
    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(receiver.requests.map((request) => [request.url, request.headers.host])).toEqual([["/pinned", `rebind.test:${port()}`]]);
  });

  test("a name that resolves to a private address is blocked before any connection", async () => {
    answers.set("private.test", [{ address: "10.1.2.3", family: 4 }]);
    const result = await postWebhook(`https://private.test:${port()}/x`, "{}", {});
    expect(result).toMatchObject({ ok: false, statusCode: null, responseExcerpt: null });
    expect(result.error).toBe(
      "Blocked: private.test resolves to 10.1.2.3, which is a private network address. Webhooks are only sent to public internet addresses.",
    );
    expect(receiver.requests).toHaveLength(0);
  });

  test("never throws: a refused connection is a failed result", async () => {
    process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1";
    const result = await postWebhook("https://127.0.0.1:1/hook", "{}", {});
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
