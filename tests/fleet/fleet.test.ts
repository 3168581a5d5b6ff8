// Two instances behave as one: limits, revocation, plan changes, webhook delivery and
// idempotency, through the round-robin proxy of tests/fleet/global-setup.ts.
import { Agent } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { createTestAccount, validAssistant } from "../support/api-client";
import { startHttpsReceiver, type HttpsReceiver } from "../support/https-receiver";
import { awayFromMinuteBoundary } from "../support/away-from-minute-boundary";
import { keepAliveHeaderOf } from "../support/keep-alive-header";
import { sessionCookie } from "../support/session-cookie";

const proxy = process.env.FLEET_PROXY_URL ?? "";
const instanceA = process.env.FLEET_A_URL ?? "";
const instanceB = process.env.FLEET_B_URL ?? "";
const figures: string[] = [];

let receiver: HttpsReceiver;
beforeAll(async () => {
  // Instances in service, not cold: each has reached Redis before (connection, script, latency).
  const { key } = await createTestAccount({ tier: "PROFESSIONAL" });
  for (const base of [instanceA, instanceB]) for (let i = 0; i < 5; i++) await fetch(`${base}/api/v1/assistants`, { headers: bearer(key) });
  receiver = await startHttpsReceiver({
    tls: { keyFile: process.env.FLEET_RECEIVER_KEY_FILE ?? "", certFile: process.env.FLEET_RECEIVER_CERT_FILE ?? "" },
  });
});
afterAll(async () => {
  await receiver?.close();
  console.log(`\nFleet figures (two instances, one Postgres, one Redis):\n${figures.map((line) => `  ${line}`).join("\n")}\n`);
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A dashboard request straight to one instance, as the browser of a signed-in user sends it. */
function dashboard(base: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const remainingOf = (response: Response) => Number(response.headers.get("x-ratelimit-remaining"));
const instanceOf = (response: Response) => response.headers.get("x-fleet-instance") ?? "?";

function perInstance(responses: Response[]): string {
  const counts = new Map<string, number>();
  for (const response of responses) counts.set(instanceOf(response), (counts.get(instanceOf(response)) ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
}

describe("two instances behind a round-robin proxy", () => {
  test("the proxy answers with its own connection's keep-alive time, not an instance's", async () => {
    // A client told the instance's 65 s by the proxy reused connections the proxy closes after 5 s.
    const agent = new Agent({ keepAlive: true });
    try {
      expect(await keepAliveHeaderOf(`${instanceA}/api/health/live`, agent)).toBe("timeout=65");
      expect(await keepAliveHeaderOf(`${proxy}/api/health/live`, agent)).toBe("timeout=5");
    } finally {
      agent.destroy();
    }
  });

  test("a tier's limits are exact across both: 40 parallel requests on 30/min admit 30, each with its own Remaining", async () => {
    const { key } = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["assistants:read"] });
    await awayFromMinuteBoundary();
    const responses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${proxy}/api/v1/assistants`, { headers: bearer(key) })));
    const admitted = responses.filter((response) => response.status === 200);
    expect(new Set(responses.map(instanceOf))).toEqual(new Set(["A", "B"]));
    expect(admitted).toHaveLength(30);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(10);
    expect(admitted.map(remainingOf).sort((a, b) => b - a)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
    figures.push(
      `account burst: ${admitted.length} of 40 admitted at 30/min (admitted by instance: ${perInstance(admitted)}); Remaining 29…0, no repeats`,
    );
  });

  test("a key revoked through A is refused by B within one second", async () => {
    const account = await createTestAccount({ tier: "PROFESSIONAL" });
    const cookie = await sessionCookie({ accountId: account.accountId });
    // B has the key in its memory.
    for (let i = 0; i < 3; i++) expect((await fetch(`${instanceB}/api/v1/assistants`, { headers: bearer(account.key) })).status).toBe(200);

    const revoked = await dashboard(instanceA, cookie, "DELETE", `/api/dashboard/api-keys/${account.keyId}`);
    expect(revoked.status).toBeLessThan(300);
    const revokedAt = performance.now();
    let status = 200;
    let delayMs = 0;
    while (status === 200 && delayMs < 5_000) {
      status = (await fetch(`${instanceB}/api/v1/assistants`, { headers: bearer(account.key) })).status;
      delayMs = performance.now() - revokedAt;
    }
    expect(status).toBe(401);
    expect(delayMs).toBeLessThan(1_000);
    figures.push(`revocation on A refused by B after ${Math.round(delayMs)} ms`);
  });

  test("a plan change on A applies on B at once", async () => {
    const account = await createTestAccount({ tier: "PAY_AS_YOU_GO" });
    const cookie = await sessionCookie({ accountId: account.accountId });
    const limitOnB = async () =>
      (await fetch(`${instanceB}/api/v1/assistants`, { headers: bearer(account.key) })).headers.get("x-ratelimit-limit");
    expect(await limitOnB()).toBe("30");

    const changed = await dashboard(instanceA, cookie, "PUT", "/api/dashboard/plan", { tier: "professional" });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const changedAt = performance.now();
    let limit = await limitOnB();
    while (limit !== "120" && performance.now() - changedAt < 5_000) limit = await limitOnB();
    const delayMs = performance.now() - changedAt;
    expect(limit).toBe("120");
    expect(delayMs).toBeLessThan(1_000);
    figures.push(`plan change on A seen by B after ${Math.round(delayMs)} ms`);
  });

  test("a burst with one Idempotency-Key split across both creates one assistant", async () => {
    const account = await createTestAccount({ tier: "PROFESSIONAL" });
    const idempotencyKey = `fleet-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${proxy}/api/v1/assistants`, {
          method: "POST",
          headers: { ...bearer(account.key), "content-type": "application/json", "idempotency-key": idempotencyKey },
          body: JSON.stringify(validAssistant),
        }),
      ),
    );
    expect(new Set(responses.map(instanceOf))).toEqual(new Set(["A", "B"]));
    const created = responses.filter((response) => response.status === 201);
    const ids = new Set(await Promise.all(created.map(async (response) => ((await response.json()) as { id: string }).id)));
    const statuses = responses.map((response) => response.status);
    // Every answer is the first request's result, or (past the wait) "still in flight".
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(1);
    figures.push(
      `idempotent burst: 10 requests (${perInstance(responses)}) → ${await db.assistant.count({ where: { accountId: account.accountId } })} assistant, ${created.length} × 201 with one id`,
    );
  });

  test("a test call on A is delivered exactly once per event, while both instances run", async () => {
    const account = await createTestAccount({ tier: "PROFESSIONAL" });
    const cookie = await sessionCookie({ accountId: account.accountId });
    const url = `${receiver.origin}/fleet/${account.accountId}`;
    const configured = await dashboard(instanceA, cookie, "PUT", "/api/dashboard/webhook", { url });
    expect(configured.status, await configured.clone().text()).toBe(200);
    const assistant = await fetch(`${instanceB}/api/v1/assistants`, {
      method: "POST",
      headers: { ...bearer(account.key), "content-type": "application/json" },
      body: JSON.stringify(validAssistant),
    });
    const { id: assistantId } = (await assistant.json()) as { id: string };

    const call = await dashboard(instanceA, cookie, "POST", "/api/dashboard/calls/test", {
      assistantId,
      outcome: "completed",
      duration: 42,
    });
    expect(call.status, await call.clone().text()).toBe(201);

    const events = () => db.event.findMany({ where: { accountId: account.accountId }, select: { id: true, type: true } });
    const received = () => receiver.requests.filter((request) => request.url === `/fleet/${account.accountId}`);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const expected = await events();
      if (expected.length >= 3 && received().length >= expected.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Time for a second delivery, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const recorded = await events();
    expect(recorded.map((event) => event.type)).toEqual(expect.arrayContaining(["call.started", "call.completed", "transcript.ready"]));
    const deliveries = new Map<string, number>();
    for (const request of received()) {
      const id = String(request.headers["x-service-event-id"]);
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(deliveries)).toEqual(Object.fromEntries(recorded.map((event) => [event.id, 1])));
    for (const request of received()) expect((JSON.parse(request.body) as { id: string }).id).toBe(request.headers["x-service-event-id"]);
    figures.push(`test call on A: ${recorded.length} events, deliveries per event: ${[...deliveries.values()].join(", ")}`);
  });

  test("the anonymous limit is exact across both, per client address the proxy saw (last: it uses up 127.0.0.1)", async () => {
    await awayFromMinuteBoundary();
    // Every anonymous request of this file came from 127.0.0.1 (a revoked key is anonymous):
    // one request tells what is left of its minute.
    const first = await fetch(`${proxy}/api/v1/assistants`);
    expect(first.status).toBe(401);
    const left = remainingOf(first);
    expect(left).toBeGreaterThan(20);
    // Each request claims another address; the proxy appends the one it saw (127.0.0.1).
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(`${proxy}/api/v1/assistants`, { headers: { "x-forwarded-for": `203.0.113.${i}` } })),
    );
    const admitted = responses.filter((response) => response.status === 401);
    // Printed before the checks, so a failed run says what each instance answered.
    const answers = responses.map(
      (response) => `${instanceOf(response)}:${response.status}/${response.headers.get("x-ratelimit-remaining")}`,
    );
    if (admitted.length !== left) figures.push(`anonymous burst answers (instance:status/Remaining): ${answers.join(" ")}`);
    expect(admitted).toHaveLength(left);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(40 - left);
    expect(admitted.map(remainingOf).sort((a, b) => b - a)).toEqual(Array.from({ length: left }, (_, i) => left - 1 - i));
    figures.push(
      `anonymous burst: ${admitted.length} of 40 admitted, exactly the ${left} left of 30/min (by instance: ${perInstance(admitted)})`,
    );
  });
});
