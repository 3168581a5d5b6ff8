import type { Call } from "@/generated/prisma/client";
import { callDetailSchema, callSchema, transcriptSchema, type CallDetailView, type CallView } from "@/lib/schemas/call";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A call row as the API shows it, passed through its schema so no internal column leaks. */
export function toCallView(call: Call): CallView {
  return callSchema.parse({
    id: call.id,
    assistantId: call.assistantId,
    assistantName: call.assistantName,
    phoneNumber: call.phoneNumber,
    callerNumber: call.callerNumber,
    direction: call.direction,
    status: call.status,
    startedAt: iso(call.startedAt),
    endedAt: iso(call.endedAt),
    failedAt: iso(call.failedAt),
    duration: call.duration,
    summary: call.summary,
    error: call.errorCode ? { code: call.errorCode, message: call.errorMessage ?? "" } : null,
    reason: call.reason,
    messageCount: call.messageCount,
    transcriptReadyAt: iso(call.transcriptReadyAt),
    createdAt: call.createdAt.toISOString(),
    updatedAt: call.updatedAt.toISOString(),
  });
}

/** The call with its transcript messages (null until `transcript.ready`). */
export function toCallDetailView(call: Call): CallDetailView {
  return callDetailSchema.parse({
    ...toCallView(call),
    transcript: call.transcript === null ? null : transcriptSchema.parse(call.transcript),
  });
}
