// Accounts and assistants for the calls, usage and simulator tests. Assistants are written
// directly: the assistants domain is another issue's, and these tests need only the row.
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { newId } from "@/lib/ids";
import type { AssistantStatus, Tier } from "@/generated/prisma/enums";

export async function createAccountWithAssistant({
  tier = "STARTER",
  status = "active",
  phoneNumber = "+14155550100",
  name = "Front Desk",
}: {
  tier?: Tier;
  status?: AssistantStatus;
  phoneNumber?: string;
  name?: string;
} = {}) {
  const account = await createAccount({ name: `Calls ${newId("acct").slice(-6)}`, tier });
  const assistant = await db.assistant.create({
    data: {
      id: newId("asst"),
      accountId: account.id,
      name,
      language: "en-US",
      voiceId: "elevenlabs-rachel",
      status,
      phoneNumber,
    },
  });
  return { account, assistant };
}

/**
 * The account's outbox, oldest first. Without Inngest (as in these tests) committed events are
 * delivered in the background, which marks them handed over: wait for that first, so two
 * reads compare settled rows.
 */
export async function eventsOf(accountId: string) {
  await settleBackgroundWork();
  return db.event.findMany({ where: { accountId }, orderBy: { id: "asc" } });
}

export const CALLER = "+442079460958";
