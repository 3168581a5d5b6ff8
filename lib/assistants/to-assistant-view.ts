import type { Assistant as AssistantRow } from "@/generated/prisma/client";
import { assistantSchema, type Assistant } from "@/lib/schemas/assistant";

/** A row as the API shows it: through the response schema, so only its fields leave. */
export function toAssistantView(row: AssistantRow): Assistant {
  return assistantSchema.parse({
    id: row.id,
    name: row.name,
    businessWebsite: row.businessWebsite,
    language: row.language,
    voiceTier: row.voiceTier,
    voiceId: row.voiceId,
    status: row.status,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
