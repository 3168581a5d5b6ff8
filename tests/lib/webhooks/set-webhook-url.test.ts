import { afterEach, describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { clearWebhookUrl } from "@/lib/webhooks/clear-webhook-url";
import { enableWebhookEndpoint } from "@/lib/webhooks/enable-webhook-endpoint";
import { WebhookNotConfiguredError, WebhookUrlError } from "@/lib/webhooks/errors";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";

// A public address needs no DNS (the machine has none for the internet): saving a URL does
// not connect, it only resolves and checks.
const PUBLIC_URL = "https://93.184.216.34/webhooks";

afterEach(() => {
  delete process.env.WEBHOOK_ALLOWED_HOSTS;
});

async function refusal(accountId: string, url: string): Promise<WebhookUrlError> {
  const error = await setWebhookUrl(accountId, url).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookUrlError);
  return error as WebhookUrlError;
}

describe("setWebhookUrl", () => {
  test("creates the endpoint with a secret that no view shows", async () => {
    const account = await createAccount({ name: "Hooks" });
    const view = await setWebhookUrl(account.id, PUBLIC_URL);
    expect(view).toMatchObject({ url: PUBLIC_URL, enabled: true, consecutiveFailures: 0, disabledAt: null });
    const secret = await revealSigningSecret(account.id);
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify(view)).not.toContain(secret);
    expect(JSON.stringify(await findWebhookEndpoint(account.id))).not.toContain(secret);
    expect(Object.keys(view)).not.toContain("signingSecret");
  });

  test.each([
    ["http://", "http://93.184.216.34/hook", "not_https", /https:\/\//],
    ["ftp://", "ftp://93.184.216.34/hook", "not_https", /https:\/\//],
    ["not a URL", "hooks.example.com", "invalid_url", /not a valid URL/],
    ["an empty value", "  ", "invalid_url", /Enter a URL/],
    ["credentials in the URL", "https://user:pw@93.184.216.34/hook", "invalid_url", /user name or password/],
    ["loopback by IP", "https://127.0.0.1/hook", "forbidden_address", /127\.0\.0\.1 is a loopback address/],
    ["localhost by name", "https://localhost:8443/hook", "forbidden_address", /localhost resolves to .*loopback/],
    ["a private network", "https://10.0.0.5/hook", "forbidden_address", /private network/],
    ["a 192.168 address", "https://192.168.1.1/hook", "forbidden_address", /private network/],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data", "forbidden_address", /metadata/],
    ["a CGNAT address", "https://100.64.0.10/hook", "forbidden_address", /CGNAT/],
    ["IPv6 loopback", "https://[::1]/hook", "forbidden_address", /loopback/],
    ["IPv6 link-local", "https://[fe80::1]/hook", "forbidden_address", /link-local/],
    ["an IPv4-mapped loopback", "https://[::ffff:127.0.0.1]/hook", "forbidden_address", /loopback.*IPv4-mapped/],
    ["an IPv4-mapped private address", "https://[::ffff:10.0.0.1]/hook", "forbidden_address", /private.*IPv4-mapped/],
    ["a decimal-encoded loopback", "https://2130706433/hook", "forbidden_address", /loopback/],
    ["a host that does not resolve", "https://no-such-host.invalid/hook", "unresolvable_host", /could not be found/],
  ])("refuses %s with a clear reason and writes nothing", async (_case, url, code, message) => {
    const account = await createAccount({ name: "Refused" });
    const error = await refusal(account.id, url);
    expect(error.reason).toBe(code);
    expect(error.message).toMatch(message);
    expect(await db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(0);
  });

  test("a refused change leaves the saved URL as it was", async () => {
    const account = await createAccount({ name: "Keeps" });
    await setWebhookUrl(account.id, PUBLIC_URL);
    await refusal(account.id, "http://93.184.216.34/other");
    expect((await findWebhookEndpoint(account.id))?.url).toBe(PUBLIC_URL);
  });

  test("the allow-list is the only way to 127.0.0.1", async () => {
    const account = await createAccount({ name: "Local dev" });
    await refusal(account.id, "https://127.0.0.1:9443/hook");
    process.env.WEBHOOK_ALLOWED_HOSTS = "localhost, 127.0.0.1";
    expect((await setWebhookUrl(account.id, "https://127.0.0.1:9443/hook")).url).toBe("https://127.0.0.1:9443/hook");
    expect((await setWebhookUrl(account.id, "https://localhost:9443/hook")).url).toBe("https://localhost:9443/hook");
    // Listing one host does not open the others.
    expect((await refusal(account.id, "https://10.0.0.1/hook")).reason).toBe("forbidden_address");
    process.env.WEBHOOK_ALLOWED_HOSTS = "localhost";
    expect((await refusal(account.id, "https://127.0.0.1:9443/hook")).reason).toBe("forbidden_address");
  });

  test("a new URL keeps the secret, re-enables the endpoint and resets its failures", async () => {
    const account = await createAccount({ name: "Changes" });
    await setWebhookUrl(account.id, PUBLIC_URL);
    const secret = await revealSigningSecret(account.id);
    await db.webhookEndpoint.update({
      where: { accountId: account.id },
      data: { enabled: false, consecutiveFailures: 20, disabledAt: new Date(), disabledReason: "failing" },
    });
    const view = await setWebhookUrl(account.id, "https://93.184.216.35/v2");
    expect(view).toMatchObject({ url: "https://93.184.216.35/v2", enabled: true, consecutiveFailures: 0, disabledReason: null });
    expect(await revealSigningSecret(account.id)).toBe(secret);
  });

  test("rotate replaces the secret; clear removes URL and secret; all stay inside the account", async () => {
    const account = await createAccount({ name: "Owner" });
    const other = await createAccount({ name: "Other" });
    await setWebhookUrl(account.id, PUBLIC_URL);
    await setWebhookUrl(other.id, PUBLIC_URL);
    const before = await revealSigningSecret(account.id);
    const otherSecret = await revealSigningSecret(other.id);

    const rotated = await rotateSigningSecret(account.id);
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(before);
    expect(await revealSigningSecret(account.id)).toBe(rotated);
    expect(await revealSigningSecret(other.id)).toBe(otherSecret);

    expect(await clearWebhookUrl(account.id)).toBe(true);
    expect(await findWebhookEndpoint(account.id)).toBeNull();
    await expect(revealSigningSecret(account.id)).rejects.toBeInstanceOf(WebhookNotConfiguredError);
    await expect(rotateSigningSecret(account.id)).rejects.toBeInstanceOf(WebhookNotConfiguredError);
    expect(await clearWebhookUrl(account.id)).toBe(false);
    expect(await findWebhookEndpoint(other.id)).not.toBeNull();
  });

  test("enableWebhookEndpoint turns a disabled endpoint back on", async () => {
    const account = await createAccount({ name: "Revive" });
    await expect(enableWebhookEndpoint(account.id)).rejects.toBeInstanceOf(WebhookNotConfiguredError);
    await setWebhookUrl(account.id, PUBLIC_URL);
    await db.webhookEndpoint.update({
      where: { accountId: account.id },
      data: { enabled: false, consecutiveFailures: 20, disabledAt: new Date() },
    });
    expect(await enableWebhookEndpoint(account.id)).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledAt: null });
  });
});
