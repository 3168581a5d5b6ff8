import type { Tier } from "@/generated/prisma/enums";
import type { Permission } from "@/lib/access/permissions";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { sessionCookie } from "@/tests/support/session-cookie";

export type LoadAccount = { id: string; key: string; assistantId: string; cookie: string };

/**
 * An account a load script drives (chaos, test:deploy): an API key with `permissions`, an
 * assistant with a number to call, the webhook URL `webhookUrl` names for it (if any), and an
 * owner's session cookie for the dashboard's test calls. Import it once DATABASE_URL is set.
 */
export async function seedLoadAccount({
  name,
  tier,
  permissions,
  webhookUrl,
}: {
  name: string;
  tier: Tier;
  permissions: readonly Permission[];
  webhookUrl?: (accountId: string) => string;
}): Promise<LoadAccount> {
  const account = await createAccount({ name, tier });
  const { secret: key } = await createApiKey(account.id, { name: name.toLowerCase(), permissions: [...permissions] });
  if (webhookUrl) await setWebhookUrl(account.id, webhookUrl(account.id));
  const assistant = await db.assistant.create({
    data: {
      id: newId("asst"),
      accountId: account.id,
      name: `${name} desk`,
      language: "en-US",
      voiceId: "elevenlabs-rachel",
      phoneNumber: "+14155550100",
    },
  });
  return { id: account.id, key, assistantId: assistant.id, cookie: await sessionCookie({ accountId: account.id, role: "owner" }) };
}
