import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Assistant, CreateAssistantData } from "@/lib/schemas/assistant";
import { toAssistantView } from "./to-assistant-view";

/** A line in the +1 555 range that is reserved for fiction: no real subscriber answers it. */
function allocatePhoneNumber(): string {
  return `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

/** A new assistant of the account, from input already validated at the edge. */
export async function createAssistant(accountId: string, data: CreateAssistantData): Promise<Assistant> {
  const row = await db.assistant.create({
    data: {
      id: newId("asst"),
      accountId,
      name: data.name,
      businessWebsite: data.businessWebsite ?? null,
      language: data.language,
      voiceTier: data.voiceTier,
      voiceId: data.voiceId,
      status: data.status,
      phoneNumber: allocatePhoneNumber(),
    },
  });
  return toAssistantView(row);
}
