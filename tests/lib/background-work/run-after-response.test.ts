import { expect, test } from "vitest";
import { runAfterResponse } from "@/lib/background-work/run-after-response";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { captureLogs } from "@/tests/support/capture-logs";

test("the task starts only after the caller's turn, and the settled promise waits for it and for tasks it starts", async () => {
  const order: string[] = [];
  runAfterResponse("first", async () => {
    order.push("first");
    runAfterResponse("second", async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push("second");
    });
  });
  order.push("answered");
  await settleBackgroundWork();
  expect(order).toEqual(["answered", "first", "second"]);
});

test("a failing task is logged under its name and never reaches the caller", async () => {
  const { lines } = await captureLogs(async () => {
    runAfterResponse("password reset e-mail", async () => {
      throw new Error("smtp down");
    });
    await settleBackgroundWork();
  });
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: "error",
      msg: "task failed after the response was sent",
      task: "password reset e-mail",
      err: expect.objectContaining({ message: "smtp down" }),
    }),
  );
});
