// A customer of a built server whose webhook URL is a local HTTPS receiver, and a dashboard
// session for it: enough to make the server deliver webhooks and serve dashboard requests.
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { createAssistantSchema } from "@/lib/schemas/assistant";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { sessionCookie } from "@/tests/support/session-cookie";
import type { HttpsReceiver } from "@/tests/support/https-receiver";

/** What the server needs to deliver to `receiver` (an allow-listed host, a trusted certificate). */
export function receiverEnv(receiver: HttpsReceiver): Record<string, string> {
  return { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", WEBHOOK_CA_FILE: receiver.caFile };
}

export async function createWebhookCustomer(receiver: HttpsReceiver, base: string) {
  Object.assign(process.env, receiverEnv(receiver));
  const account = await createAccount({ name: "Server suite", tier: "PROFESSIONAL" });
  const { secret: key } = await createApiKey(account.id, {
    name: "server suite",
    permissions: ["assistants:read", "assistants:write", "calls:read"],
  });
  const assistant = await createAssistant(
    account.id,
    createAssistantSchema.parse({ name: "Desk", language: "en-US", voiceId: "elevenlabs-rachel", businessWebsite: "https://example.com" }),
  );
  await setWebhookUrl(account.id, `${receiver.origin}/hooks`);
  const cookie = await sessionCookie({ accountId: account.id });
  /** A dashboard write as our own page sends it (same origin). */
  const dashboardPost = (path: string, body: unknown = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return { accountId: account.id, key, assistantId: assistant.id, dashboardPost };
}
