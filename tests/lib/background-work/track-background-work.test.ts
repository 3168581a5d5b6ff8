// The one registry of work left running after an answer: the direct webhook deliveries and
// the tasks run after a response both register in it, and settleBackgroundWork (graceful
// shutdown, the CLI, the tests) waits for everything, work registered while it waits included.
import { expect, test } from "vitest";
import { runAfterResponse } from "@/lib/background-work/run-after-response";
import { settleBackgroundWork, trackBackgroundWork } from "@/lib/background-work/track-background-work";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("waits for every registered piece of work, including work registered while it waits", async () => {
  const done: string[] = [];
  trackBackgroundWork(
    sleep(20).then(() => {
      done.push("first");
      // Registered after settleBackgroundWork started waiting.
      trackBackgroundWork(sleep(30).then(() => done.push("queued by the first")));
      runAfterResponse("task started by the first", async () => {
        await sleep(10);
        done.push("task");
      });
    }),
  );
  await settleBackgroundWork();
  expect(done.sort()).toEqual(["first", "queued by the first", "task"]);
});

test("a failed piece of work is waited for, not reported: settling never rejects", async () => {
  const failed = Promise.reject(new Error("the caller handles this"));
  failed.catch(() => {});
  trackBackgroundWork(failed);
  await expect(settleBackgroundWork()).resolves.toBeUndefined();
});

test("with nothing registered it resolves at once", async () => {
  await settleBackgroundWork();
  const started = performance.now();
  await settleBackgroundWork();
  expect(performance.now() - started).toBeLessThan(50);
});
