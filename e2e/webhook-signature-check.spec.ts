// "Check a signature" on the Webhooks page (issue 42 item 3): a real delivery picked from the
// list passes every rule, and each common mistake is named. Requests are signed here with the
// secret the page reveals, by the service's own signing code.
import { signPayload } from "@/lib/webhooks/sign-payload";
import { saveScreenshot } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, expectNothingClipped } from "./support/page-checks";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A webhook body as the service serialises it (compact JSON). */
function envelope(): string {
  return JSON.stringify({
    id: "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
    type: "call.missed",
    data: { callId: "call_1", assistantId: "asst_1", callerNumber: "+14155550100", reason: "no_answer" },
    timestamp: new Date().toISOString(),
  });
}

test("a real delivery picked from the list passes every rule, with the signature computed on the server", {
  tag: ["@webhooks", "@a11y", "@needs-local-receiver"],
}, async ({ dashboard, page, webhookReceiver: receiver }) => {
  await dashboard.webhooks.connect(receiver.url("/webhooks"));
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByTestId("test-event-result")).toContainText("answered 200");
  const [sent] = receiver.requests;
  const eventId = String(sent.headers["x-service-event-id"]);

  await dashboard.webhooks.pickDeliveryToCheck(eventId);
  const form = dashboard.webhooks.signatureCheck;
  // The exact body and headers the receiver got.
  await expect(form.getByLabel("Raw body")).toHaveValue(sent.body.toString());
  await expect(form.getByLabel("X-Service-Signature")).toHaveValue(String(sent.headers["x-service-signature"]));
  await expect(form.getByLabel("X-Service-Timestamp")).toHaveValue(String(sent.headers["x-service-timestamp"]));

  const result = await dashboard.webhooks.checkSignature();
  await expect(result.getByRole("status")).toHaveText("Valid: a receiver accepts this request.");
  await expect(result.locator("[data-rule]")).toHaveCount(5);
  for (const rule of await result.locator("[data-rule]").all()) await expect(rule).toContainText("Pass");
  // The owner, just signed in, may reveal the secret: the computed signature is shown.
  await expect(result.locator('[data-rule="expected_signature"]')).toContainText(String(sent.headers["x-service-signature"]));
  await expect(result.locator("[data-mistake]")).toHaveCount(0);
  // The form and its result keep the page accessible and within the screen.
  // The "Webhook URL saved" toast may still be fading in (axe reads its contrast mid-animation):
  // it is not this form's, and the page checks cover it at rest.
  await expectNoSeriousA11yViolations(page, "webhooks with a signature check", { exclude: "[data-sonner-toaster]" });
  await expectNothingClipped(page, "webhooks with a signature check");
});

test("a body parsed and re-serialised is named", { tag: ["@webhooks", "@needs-local-receiver"] }, async ({
  dashboard,
  page,
  webhookReceiver: receiver,
}) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));
  const body = envelope();
  const timestamp = nowSeconds();
  const result = await dashboard.webhooks.checkSignature({
    body: JSON.stringify(JSON.parse(body), null, 2),
    signature: signPayload(secret, timestamp, body),
    timestamp: String(timestamp),
  });
  await expect(result.getByRole("status")).toHaveText("Invalid: a receiver answers 401.");
  await expect(result.locator('[data-rule="compare"]')).toContainText("Fail");
  await expect(result.locator("[data-mistake]")).toHaveCount(1);
  await expect(result.locator('[data-mistake="reserialised_body"]')).toContainText("Body parsed and re-serialised");
  await result.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "webhooks-signature-check", { fullPage: false });
});

test("a timestamp in milliseconds is named", { tag: ["@webhooks", "@needs-local-receiver"] }, async ({
  dashboard,
  webhookReceiver: receiver,
}) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));
  const body = envelope();
  const timestamp = nowSeconds();
  const result = await dashboard.webhooks.checkSignature({
    body,
    signature: signPayload(secret, timestamp, body),
    timestamp: `${timestamp}000`,
  });
  await expect(result.locator('[data-rule="timestamp"]')).toContainText("Fail");
  await expect(result.locator('[data-rule="timestamp"]')).toContainText("13 digits");
  await expect(result.locator('[data-mistake="milliseconds_timestamp"]')).toContainText(`Unix seconds (${timestamp})`);
});

test("a signature made with another secret is named", { tag: ["@webhooks", "@needs-local-receiver"] }, async ({
  dashboard,
  webhookReceiver: receiver,
}) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));
  const body = envelope();
  const timestamp = nowSeconds();
  const result = await dashboard.webhooks.checkSignature({
    body,
    signature: signPayload(`${secret}x`, timestamp, body),
    timestamp: String(timestamp),
  });
  await expect(result.locator('[data-rule="timestamp"]')).toContainText("Pass");
  await expect(result.locator('[data-rule="compare"]')).toContainText("Fail");
  await expect(result.locator("[data-mistake]")).toHaveCount(1);
  await expect(result.locator('[data-mistake="wrong_secret"]')).toContainText("Wrong secret");
  // The result never holds the secret (connect revealed it in the Signing secret card only).
  await expect(result).not.toContainText(secret);
});

test("whitespace added around the body is named", { tag: ["@webhooks", "@needs-local-receiver"] }, async ({
  dashboard,
  webhookReceiver: receiver,
}) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));
  const body = envelope();
  const timestamp = nowSeconds();
  const result = await dashboard.webhooks.checkSignature({
    body: `${body}\n`,
    signature: signPayload(secret, timestamp, body),
    timestamp: String(timestamp),
  });
  await expect(result.locator('[data-rule="compare"]')).toContainText("Fail");
  await expect(result.locator("[data-mistake]")).toHaveCount(1);
  await expect(result.locator('[data-mistake="whitespace_added"]')).toContainText("trailing newline");
});

test("a viewer gets each rule's pass or fail but no computed signature (no signing oracle)", {
  tag: ["@webhooks", "@security", "@needs-local-receiver", "@needs-database"],
}, async ({ dashboard, dashboardAs, webhookReceiver: receiver }) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));
  const viewer = await dashboardAs("viewer");
  await viewer.webhooks.goto();
  const body = envelope();
  const timestamp = nowSeconds();
  const signature = signPayload(secret, timestamp, body);
  // A body of the viewer's choosing with a wrong signature: the right one must not be shown.
  const result = await viewer.webhooks.checkSignature({ body, signature: "0".repeat(64), timestamp: String(timestamp) });
  await expect(result.locator('[data-rule="compare"]')).toContainText("Fail");
  await expect(result.locator('[data-rule="expected_signature"]')).toContainText("shown only to members who may reveal the secret");
  await expect(viewer.page.locator("body")).not.toContainText(signature);
  await expect(viewer.page.locator("body")).not.toContainText(secret);
  // With the right signature it passes: checking stays open to every member.
  const valid = await viewer.webhooks.checkSignature({ signature });
  await expect(valid.getByRole("status")).toHaveText("Valid: a receiver accepts this request.");
});
