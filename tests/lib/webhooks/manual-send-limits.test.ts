import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { createSemaphore } from "@/lib/rate-limit/create-semaphore";
import { WEBHOOK_ACCOUNT_CONCURRENCY } from "@/lib/webhooks/limit-manual-send";
import { resendDelivery } from "@/lib/webhooks/resend-delivery";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();

/** Answers after `delayMs`, counting how many requests are open at once. */
function slowReceiver(delayMs: number) {
  const open = { now: 0, max: 0 };
  receiver.respond((_request, response) => {
    open.now += 1;
    open.max = Math.max(open.max, open.now);
    setTimeout(() => {
      open.now -= 1;
      response.writeHead(200).end("ok");
    }, delayMs);
  });
  return open;
}

async function accountWithUrl(tier: "PAY_AS_YOU_GO" | "PROFESSIONAL") {
  const account = await createAccount({ name: "Manual sends", tier });
  await setWebhookUrl(account.id, `${receiver.origin}/hooks`);
  return account;
}

type Outcome = { ok: true } | { ok: false; error: unknown };
const settle = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    () => ({ ok: true }) as const,
    (error: unknown) => ({ ok: false, error }) as const,
  );

function expectRateLimited(outcome: Outcome) {
  expect(outcome.ok).toBe(false);
  const { error } = outcome as { error: ApiError };
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(429);
  expect(error.code).toBe("RATE_LIMITED");
  expect(Number(error.headers["Retry-After"])).toBeGreaterThan(0);
}

describe("manual webhook sends", () => {
  test("40 concurrent test events open at most 10 connections; the rest are 429 with Retry-After and write nothing", async () => {
    const account = await accountWithUrl("PROFESSIONAL");
    const open = slowReceiver(600);
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => settle(sendTestEvent(account.id))));

    expect(open.max).toBeLessThanOrEqual(WEBHOOK_ACCOUNT_CONCURRENCY);
    const sent = outcomes.filter((outcome) => outcome.ok);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(WEBHOOK_ACCOUNT_CONCURRENCY);
    expect(receiver.requests).toHaveLength(sent.length);
    for (const outcome of outcomes.filter((outcome) => !outcome.ok)) expectRateLimited(outcome);
    // A refused send left no event or delivery behind.
    expect(await db.webhookDelivery.count({ where: { accountId: account.id } })).toBe(sent.length);
    expect(await db.event.count({ where: { accountId: account.id } })).toBe(sent.length);

    // The slots are free again once the sends are done.
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
    await expect(sendTestEvent(account.id)).resolves.toMatchObject({ ok: true });
  });

  test("20 concurrent resends of one delivery send one POST; the others are refused while it is in flight", async () => {
    const account = await accountWithUrl("PROFESSIONAL");
    const first = await sendTestEvent(account.id);
    receiver.requests.length = 0;
    const open = slowReceiver(600);

    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settle(resendDelivery(account.id, first.deliveryId))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(receiver.requests).toHaveLength(1);
    expect(open.max).toBe(1);
    for (const outcome of outcomes.filter((outcome) => !outcome.ok)) expectRateLimited(outcome);
    expect(await db.webhookDelivery.count({ where: { accountId: account.id, kind: "resend" } })).toBe(1);
  });

  test("count against the account's API rate limit (Pay-As-You-Go: 30 a minute)", async () => {
    const account = await accountWithUrl("PAY_AS_YOU_GO");
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 31; i++) outcomes.push(await settle(sendTestEvent(account.id)));
    expect(outcomes.slice(0, 30).every((outcome) => outcome.ok)).toBe(true);
    expectRateLimited(outcomes[30]);
    expect(receiver.requests).toHaveLength(30);
  });

  test("another account's sends are not held up by a full account", async () => {
    const busy = await accountWithUrl("PROFESSIONAL");
    const other = await accountWithUrl("PROFESSIONAL");
    slowReceiver(600);
    const flood = Promise.all(Array.from({ length: 12 }, () => settle(sendTestEvent(busy.id))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(sendTestEvent(other.id)).resolves.toMatchObject({ ok: true });
    await flood;
  });
});

describe("createSemaphore", () => {
  test.each([
    [
      "Redis",
      () =>
        createSemaphore({
          redis: {
            url: process.env.UPSTASH_REDIS_REST_URL!,
            token: process.env.UPSTASH_REDIS_REST_TOKEN!,
            timeoutMs: 2_000,
            prefix: `test:${Date.now()}`,
          },
        }),
    ],
    ["memory", () => createSemaphore()],
    ["Redis down, memory instead", () => createSemaphore({ redis: { url: "http://127.0.0.1:1", token: "x", timeoutMs: 200 } })],
  ])("%s: capacity, release and expiry", async (_store, make) => {
    const semaphore = make();
    const key = `key-${Math.random()}`;
    const leases = await Promise.all(Array.from({ length: 5 }, () => semaphore.tryAcquire(key, 3, 60_000)));
    expect(leases.filter(Boolean)).toHaveLength(3);
    await leases.find(Boolean)!.release();
    expect(await semaphore.tryAcquire(key, 3, 60_000)).not.toBeNull();
    expect(await semaphore.tryAcquire(key, 3, 60_000)).toBeNull();

    const short = `short-${Math.random()}`;
    expect(await semaphore.tryAcquire(short, 1, 100)).not.toBeNull();
    expect(await semaphore.tryAcquire(short, 1, 100)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await semaphore.tryAcquire(short, 1, 100)).not.toBeNull();
  });
});
