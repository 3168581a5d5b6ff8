// "Inngest is not configured" is said once per process, however many copies of the modules
// that record events the process holds (Next.js bundles them once per route), and not at all
// by a process that said it in its own words first (`npm run dev`, a production start).
import { expect, test, vi } from "vitest";
import { ServiceContainer, useServices } from "@/lib/services";

/** A fresh copy of the module, as another route's bundle has. */
async function freshCopy() {
  vi.resetModules();
  return import("@/lib/events/claim-inngest-warning");
}

test("one copy of the module claims the warning; every later copy, and the first again, do not", async () => {
  const first = await freshCopy();
  const second = await freshCopy();
  expect(second).not.toBe(first);
  expect(first.claimInngestWarning()).toBe(true);
  expect(second.claimInngestWarning()).toBe(false);
  expect((await freshCopy()).claimInngestWarning()).toBe(false);
  expect(first.claimInngestWarning()).toBe(false);
});

/** As in a process that has not said it yet: its services are made afresh. */
function forgetClaim() {
  useServices(new ServiceContainer());
}

/** dispatchEvents as one route's bundle holds it, with the warnings its own logger copy writes. */
async function routeBundle() {
  vi.resetModules();
  const { dispatchEvents } = await import("@/lib/events/dispatch-events");
  const { logger: bundledLogger } = await import("@/lib/observability/logger");
  const { INNGEST_WARNING } = await import("@/lib/events/claim-inngest-warning");
  const warn = vi.spyOn(bundledLogger, "warn").mockImplementation(() => undefined);
  return { dispatchEvents, saidTimes: () => warn.mock.calls.filter(([message]) => message === INNGEST_WARNING).length };
}

test("dispatchEvents logs it once across two bundles of itself, and not at all after the start-up lines claimed it", async () => {
  // Unknown event ids: each direct attempt finds nothing to deliver; only the warning matters.
  const events = [{ id: "evt_00000000000000000000000001", accountId: "acct_x" }];

  forgetClaim();
  const oneRoute = await routeBundle();
  const another = await routeBundle();
  await oneRoute.dispatchEvents(events);
  await another.dispatchEvents(events);
  await oneRoute.dispatchEvents(events);
  expect(oneRoute.saidTimes() + another.saidTimes()).toBe(1);

  // `npm run dev` claims it before its seed records events, and prints its own start line.
  forgetClaim();
  (await import("@/lib/events/claim-inngest-warning")).claimInngestWarning();
  const afterStart = await routeBundle();
  await afterStart.dispatchEvents(events);
  expect(afterStart.saidTimes()).toBe(0);

  await (await import("@/lib/background-work/track-background-work")).settleBackgroundWork();
  vi.restoreAllMocks();
});
