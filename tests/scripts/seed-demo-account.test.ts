// The demo account `npm run dev` signs a newcomer into: two members (an owner and a viewer),
// two assistants and weeks of calls with events and deliveries, made once (a second run
// changes nothing).
import { beforeAll, expect, test } from "vitest";
import { verifyCredentials } from "@/lib/identity/sign-in/verify-credentials";
import { db } from "@/lib/db";
import { DEMO_ASSISTANTS, DEMO_CALL_COUNT, seedDemoAccount, type DemoAccount } from "../../scripts/seed-demo-account";
import { accountSnapshot } from "../support/account-snapshot";

const now = new Date();
let demo: DemoAccount;

beforeAll(async () => {
  demo = await seedDemoAccount({ now });
}, 120_000);

test("an owner and a viewer can sign in with the printed credentials", async () => {
  expect(demo.signIns.map((signIn) => signIn.role)).toEqual(["owner", "viewer"]);
  for (const signIn of demo.signIns) {
    const user = await db.user.findUniqueOrThrow({ where: { email: signIn.email } });
    expect(user).toMatchObject({ accountId: demo.accountId, role: signIn.role });
    expect(await verifyCredentials(signIn.email, signIn.password)).toMatchObject({ id: user.id });
  }
});

test("two assistants and a few dozen past calls spread over weeks, with events and deliveries", async () => {
  const accountId = demo.accountId;
  expect((await db.assistant.findMany({ where: { accountId } })).map((a) => a.name).sort()).toEqual(
    DEMO_ASSISTANTS.map((a) => a.name).sort(),
  );
  const calls = await db.call.findMany({ where: { accountId }, select: { createdAt: true, status: true, assistantId: true } });
  expect(calls).toHaveLength(DEMO_CALL_COUNT);
  expect(new Set(calls.map((call) => call.status))).toEqual(new Set(["completed", "missed", "failed"]));
  expect(new Set(calls.map((call) => call.assistantId)).size).toBe(2);
  const days = new Set(calls.map((call) => call.createdAt.toISOString().slice(0, 10)));
  expect(days.size).toBeGreaterThanOrEqual(14);
  for (const call of calls) expect(call.createdAt.getTime()).toBeLessThan(now.getTime());
  const oldest = Math.min(...calls.map((call) => call.createdAt.getTime()));
  expect(now.getTime() - oldest).toBeGreaterThan(14 * 86_400_000);

  const events = await db.event.findMany({ where: { accountId }, include: { deliveries: { include: { attempts: true } } } });
  expect(events.length).toBeGreaterThan(DEMO_CALL_COUNT);
  for (const event of events) {
    expect(event.state, event.id).toBe("dispatched");
    expect(event.deliveries, event.id).toHaveLength(1);
    expect(event.deliveries[0].attempts.length).toBe(event.deliveries[0].attemptCount);
    expect(event.deliveries[0].createdAt.getTime()).toBeLessThan(now.getTime());
  }
  expect(await db.webhookEndpoint.findUnique({ where: { accountId } })).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  // Billed minutes of the completed calls (in this period and, for the oldest, maybe the last).
  expect(await db.usagePeriod.count({ where: { accountId, minutesUsed: { gt: 0 } } })).toBeGreaterThan(0);
});

test("a second run changes nothing", async () => {
  const before = await accountSnapshot(demo.accountId);
  const again = await seedDemoAccount();
  expect(again).toEqual(demo);
  expect(await accountSnapshot(demo.accountId)).toEqual(before);
});
