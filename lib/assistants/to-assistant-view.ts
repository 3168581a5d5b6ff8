import type { Assistant as AssistantRow } from "@/generated/prisma/client";
import { assistantSchema, type Assistant } from "@/lib/schemas/assistant";

/** What the view reads of a row: Prisma's, or the hot list's, whose times Postgres wrote as ISO text. */
type ViewedRow = Omit<AssistantRow, "accountId" | "createdAt" | "updatedAt">;
export type AssistantRowWithIsoTimes = ViewedRow & { createdAt: string; updatedAt: string };

const isoTime = (time: Date | string): string => (typeof time === "string" ? time : time.toISOString());

/** A row as the API shows it: through the response schema, so only its fields leave. */
export function toAssistantView(row: AssistantRow | AssistantRowWithIsoTimes): Assistant {
  return assistantSchema.parse({
    id: row.id,
    name: row.name,
    businessWebsite: row.businessWebsite,
    language: row.language,
    voiceTier: row.voiceTier,
    voiceId: row.voiceId,
    status: row.status,
    phoneNumber: row.phoneNumber,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  });
}
