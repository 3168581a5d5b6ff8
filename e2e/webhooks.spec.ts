import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { startHttpsReceiver } from "../tests/support/https-receiver";
import { createAssistantInDashboard, createKeyInDashboard, saveScreenshot, signUpNewCustomer } from "./support/dashboard";
import { E2E_BASE_URL } from "./support/e2e-server";

/** Saves the webhook URL on the Webhooks page and returns the signing secret it reveals. */
async function saveUrlAndRevealSecret(page: Page, url: string): Promise<string> {
  await page.goto("/webhooks");
  await page.getByLabel("Webhook URL").fill(url);
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByTestId("webhook-url")).toHaveText(url);
  await page.getByRole("button", { name: "Reveal" }).click();
  await expect(page.getByTestId("signing-secret")).not.toContainText("•");
  const secret = (await page.getByTestId("signing-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  return secret;
}

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
    const secret = await saveUrlAndRevealSecret(page, url);

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

/** A new customer with one assistant. */
async function customerWithAssistant(page: Page, label: string): Promise<void> {
  await signUpNewCustomer(page, label);
  await createAssistantInDashboard(page, "Reception", "elevenlabs-rachel");
}

async function runTestCall(page: Page, outcome: "completed" | "missed"): Promise<void> {
  await page.goto("/calls");
  await page.getByLabel("Outcome").selectOption(outcome);
  await page.getByRole("button", { name: "Run test call" }).click();
  await expect(page.getByTestId("test-call-result")).toContainText(outcome);
}

test("without Inngest, a dashboard test call's events reach a local HTTPS receiver signed, only of the chosen types", async ({ page }) => {
  // Sign-up, an assistant, three test calls and two pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  const receiver = await startHttpsReceiver({
    tls: { keyFile: process.env.E2E_RECEIVER_KEY_FILE!, certFile: process.env.E2E_RECEIVER_CERT_FILE! },
  });
  const url = `${receiver.origin}/call-events`;
  try {
    await customerWithAssistant(page, "hooks-dev");
    const secret = await saveUrlAndRevealSecret(page, url);
    // The app under test runs without any Inngest configuration: the page says what that means.
    await expect(page.getByTestId("retries-need-inngest")).toContainText("npx inngest-cli dev");

    await runTestCall(page, "completed");
    await expect(page.getByTestId("retries-need-inngest")).toBeVisible();
    await expect.poll(() => receiver.requests.length, { timeout: 2_000 }).toBe(3);
    const types = receiver.requests.map((request) => verifyWebhook(request.body, request.headers, secret).type);
    expect(types).toEqual(["call.started", "call.completed", "transcript.ready"]);

    // Narrow the endpoint to call.missed: a completed call now sends nothing, a missed one sends one event.
    await page.goto("/webhooks");
    const eventTypes = page.getByRole("form", { name: "Event types" });
    for (const type of ["call.started", "call.completed", "call.failed", "transcript.ready", "usage.threshold"]) {
      await eventTypes.getByLabel(type).uncheck();
    }
    await eventTypes.getByRole("button", { name: "Save event types" }).click();
    await expect(eventTypes.getByRole("status")).toHaveText("Saved");
    receiver.requests.length = 0;
    await runTestCall(page, "completed");
    await runTestCall(page, "missed");
    await expect.poll(() => receiver.requests.length, { timeout: 2_000 }).toBe(1);
    expect(verifyWebhook(receiver.requests[0].body, receiver.requests[0].headers, secret).type).toBe("call.missed");

    // The delivery detail shows the request headers that were sent.
    await page.goto("/webhooks");
    await page.getByTestId(/^delivery-/).first().click();
    const detail = page.getByRole("region", { name: "Delivery detail" });
    await expect(detail).toContainText("HTTP 200");
    await detail.getByText("Request headers").click();
    await expect(detail).toContainText(String(receiver.requests[0].headers["x-service-signature"]));
    await expect(detail).not.toContainText(secret);
    await saveScreenshot(page, "webhooks-dev-delivery");
  } finally {
    await receiver.close();
  }
});

/** Starts a script of this repository with tsx and collects its output lines. */
function startScript(args: string[], env: Record<string, string> = {}) {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return { child, lines, stop: () => void child.kill("SIGTERM") };
}

test("the local listener forwards new events, signed with the secret it prints, to the README's plain-HTTP example receiver", async ({ page }) => {
  test.setTimeout(90_000);
  await customerWithAssistant(page, "hooks-listen");
  const apiKey = await createKeyInDashboard(page, "listener", "Read only");
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const listener = startScript(
    ["scripts/listen.ts", "--api-key", apiKey, "--forward-to", `http://localhost:${port}/hook`, "--base-url", E2E_BASE_URL, "--interval", "1000"],
  );
  let receiver: ReturnType<typeof startScript> | undefined;
  try {
    await expect.poll(() => listener.lines.find((line) => line.includes("Signing secret:")), { timeout: 30_000 }).toBeTruthy();
    const secret = listener.lines.find((line) => line.includes("Signing secret:"))?.match(/whsec_[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    receiver = startScript(["scripts/example-webhook-receiver.ts", String(port)], { WEBHOOK_SECRET: secret });
    await expect.poll(() => receiver?.lines.some((line) => line.includes("listening on")), { timeout: 30_000 }).toBe(true);

    await runTestCall(page, "missed");
    // The receiver prints only events whose signature verifyWebhook accepted with that secret.
    await expect.poll(() => receiver?.lines.filter((line) => line.startsWith("call.missed ")).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => listener.lines.filter((line) => /call\.missed\s+evt_\w+\s+→ 200/.test(line)).length).toBe(1);
  } finally {
    listener.stop();
    receiver?.stop();
  }
});
