import { spawn } from "node:child_process";
import path from "node:path";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { saveScreenshot } from "./support/dashboard";
import { E2E_BASE_URL, workerPort } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";

test("http:// and private URLs are refused with the reason shown inline", { tag: ["@webhooks", "@security"] }, async ({
  dashboard,
  page,
}) => {
  await dashboard.webhooks.goto();
  const url = page.getByLabel("Webhook URL");

  await url.fill("http://example.com/webhooks");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "must use https://" })).toBeVisible();

  await url.fill("https://10.1.2.3/webhooks");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "public internet addresses" })).toBeVisible();
  await expect(page.getByText("No webhook URL yet")).toBeVisible();
});

test("a test event reaches a local HTTPS receiver correctly signed and shows in the deliveries table", {
  tag: ["@smoke", "@webhooks", "@needs-local-receiver"],
}, async ({ dashboard, page, webhookReceiver: receiver }) => {
  const secret = await dashboard.webhooks.connect(receiver.url("/webhooks"));

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

  const row = dashboard.webhooks.deliveries.first();
  await expect(row).toContainText(event.id);
  await expect(row).toContainText("delivered");
  await expect(row).toContainText("200");
  await expect(await dashboard.webhooks.openNewestDelivery()).toContainText("HTTP 200");
  await saveScreenshot(page, "webhooks");
});

test("without Inngest, a dashboard test call's events reach a local HTTPS receiver signed, only of the chosen types", {
  tag: ["@webhooks", "@needs-local-receiver"],
}, async ({ dashboard, page, webhookReceiver: receiver }) => {
  // An assistant, three test calls and two pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  await dashboard.assistants.create("Reception", "elevenlabs-rachel");
  const secret = await dashboard.webhooks.connect(receiver.url("/call-events"));
  // The app under test runs without any Inngest configuration: the page says what that means.
  await expect(page.getByTestId("retries-need-inngest")).toContainText("npx inngest-cli dev");

  await dashboard.calls.runTestCall({ outcome: "completed" });
  await expect(dashboard.calls.testCallResult).toContainText("completed");
  await expect(page.getByTestId("retries-need-inngest")).toBeVisible();
  await expect.poll(() => receiver.requests.length, { timeout: 2_000 }).toBe(3);
  expect(receiver.eventTypes(secret)).toEqual(["call.started", "call.completed", "transcript.ready"]);

  // Narrow the endpoint to call.missed: a completed call now sends nothing, a missed one sends one event.
  await dashboard.webhooks.keepOnly(["call.missed"]);
  receiver.requests.length = 0;
  await dashboard.calls.runTestCall({ outcome: "completed" });
  await expect(dashboard.calls.testCallResult).toContainText("completed");
  await dashboard.calls.runTestCall({ outcome: "missed" });
  await expect(dashboard.calls.testCallResult).toContainText("missed");
  await expect.poll(() => receiver.requests.length, { timeout: 2_000 }).toBe(1);
  expect(verifyWebhook(receiver.requests[0].body, receiver.requests[0].headers, secret).type).toBe("call.missed");

  // The delivery detail shows the request headers that were sent.
  await dashboard.webhooks.goto();
  const detail = await dashboard.webhooks.openNewestDelivery();
  await expect(detail).toContainText("HTTP 200");
  await detail.getByText("Request headers").click();
  await expect(detail).toContainText(String(receiver.requests[0].headers["x-service-signature"]));
  await expect(detail).not.toContainText(secret);
  await saveScreenshot(page, "webhooks-dev-delivery");
});

/** Starts a script of this repository with tsx and collects its output lines. */
function startScript(args: string[], env: Record<string, string> = {}) {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // Waits for the exit, so the next test on this worker finds the port free.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { child, lines, stop };
}

test("the local listener forwards new events, signed with the secret it prints, to the README's plain-HTTP example receiver", {
  tag: ["@webhooks", "@needs-local-receiver"],
}, async ({ dashboard, newApiKey }) => {
  test.setTimeout(90_000);
  await dashboard.assistants.create("Reception", "elevenlabs-rachel");
  const apiKey = await newApiKey("listener", "Read only");
  const port = workerPort();
  const listener = startScript([
    "scripts/listen.ts",
    "--api-key",
    apiKey,
    "--forward-to",
    `http://localhost:${port}/hook`,
    "--base-url",
    E2E_BASE_URL,
    "--interval",
    "1000",
  ]);
  let receiver: ReturnType<typeof startScript> | undefined;
  try {
    await expect.poll(() => listener.lines.find((line) => line.includes("Signing secret:")), { timeout: 30_000 }).toBeTruthy();
    const secret = listener.lines.find((line) => line.includes("Signing secret:"))?.match(/whsec_[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    receiver = startScript(["scripts/example-webhook-receiver.ts", String(port)], { WEBHOOK_SECRET: secret });
    await expect.poll(() => receiver?.lines.some((line) => line.includes("listening on")), { timeout: 30_000 }).toBe(true);

    await dashboard.calls.runTestCall({ outcome: "missed" });
    await expect(dashboard.calls.testCallResult).toContainText("missed");
    // The receiver prints only events whose signature verifyWebhook accepted with that secret.
    await expect.poll(() => receiver?.lines.filter((line) => line.startsWith("call.missed ")).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => listener.lines.filter((line) => /call\.missed\s+evt_\w+\s+→ 200/.test(line)).length).toBe(1);
  } finally {
    await Promise.all([listener.stop(), receiver?.stop()]);
  }
});
