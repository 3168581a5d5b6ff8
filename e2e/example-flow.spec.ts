// The example QA copies for a new flow (README, "For QA"): fixtures give the signed-in
// dashboard and a receiver, page objects do the clicks, the spec says what must be true.
import { expect, test } from "./support/fixtures";

test("create an assistant, run a test call, see the webhook", { tag: ["@smoke", "@webhooks", "@needs-local-receiver"] }, async ({
  dashboard,
  webhookReceiver,
}) => {
  const secret = await dashboard.webhooks.connect(webhookReceiver.url());
  await dashboard.assistants.create("Front desk");
  await dashboard.calls.runTestCall({ outcome: "completed" });
  await expect(dashboard.calls.testCallResult).toContainText("call.started, call.completed, transcript.ready");
  await expect.poll(() => webhookReceiver.eventTypes(secret)).toEqual(["call.started", "call.completed", "transcript.ready"]);
  await dashboard.webhooks.goto();
  await expect(dashboard.webhooks.deliveries).toHaveCount(3);
  await expect(await dashboard.webhooks.openNewestDelivery()).toContainText("HTTP 200");
});
