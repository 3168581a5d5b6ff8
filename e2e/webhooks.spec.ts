import { expect, test } from "@playwright/test";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { startHttpsReceiver } from "../tests/support/https-receiver";
import { saveScreenshot, signUpNewCustomer } from "./support/dashboard";

test("http:// and private URLs are refused with the reason shown inline", async ({ page }) => {
  await signUpNewCustomer(page, "hooks-bad");
  await page.goto("/webhooks");
  const url = page.getByLabel("Webhook URL");

  await url.fill("http://example.com/webhooks");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "must use https://" })).toBeVisible();

  await url.fill("https://10.1.2.3/webhooks");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "public internet addresses" })).toBeVisible();
  await expect(page.getByText("No webhook URL yet")).toBeVisible();
});

test("a test event reaches a local HTTPS receiver correctly signed and shows in the deliveries table", async ({ page }) => {
  const receiver = await startHttpsReceiver({
    tls: { keyFile: process.env.E2E_RECEIVER_KEY_FILE!, certFile: process.env.E2E_RECEIVER_CERT_FILE! },
  });
  const url = `${receiver.origin}/webhooks`;
  try {
    await signUpNewCustomer(page, "hooks");
    await page.goto("/webhooks");
    await page.getByLabel("Webhook URL").fill(url);
    await page.getByRole("button", { name: "Save URL" }).click();
    await expect(page.getByTestId("webhook-url")).toHaveText(url);

    await page.getByRole("button", { name: "Reveal" }).click();
    await expect(page.getByTestId("signing-secret")).not.toContainText("•");
    const secret = (await page.getByTestId("signing-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByTestId("test-event-result")).toContainText("answered 200");

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toContain("application/json");
    expect(request.headers["x-service-signature"]).toMatch(/^[0-9a-f]{64}$/);
    const event = verifyWebhook(request.body, request.headers, secret);
    expect(event.type).toBe("webhook.test");
    expect(request.headers["x-service-event-id"]).toBe(event.id);
    // A wrong secret must not verify: the check above is not vacuous.
    expect(() => verifyWebhook(request.body, request.headers, `${secret}x`)).toThrow();

    const row = page.getByTestId(/^delivery-/).first();
    await expect(row).toContainText(event.id);
    await expect(row).toContainText("delivered");
    await expect(row).toContainText("200");
    await row.click();
    await expect(page.getByRole("region", { name: "Delivery detail" })).toContainText("HTTP 200");
    await saveScreenshot(page, "webhooks");
  } finally {
    await receiver.close();
  }
});
