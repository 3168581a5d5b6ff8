import { randomInt } from "node:crypto";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { failCall } from "@/lib/calls/fail-call";
import { missCall } from "@/lib/calls/miss-call";
import { receiveCall } from "@/lib/calls/receive-call";
import type { TransitionResult } from "@/lib/calls/run-call-transaction";
import { storeTranscript } from "@/lib/calls/store-transcript";
import { toCallView } from "@/lib/calls/to-call-view";
import type { EventType } from "@/lib/schemas/event";
import type { CallErrorCode, CallView, TestCallData } from "@/lib/schemas/call";
import { generateConversation } from "./generate-conversation";
import { randomCallerNumber } from "./random-caller-number";

export type TestCallResult = { call: CallView; events: { id: string; type: EventType }[] };

// Failures a live call can have; ASSISTANT_UNAVAILABLE comes from the domain itself when
// the assistant is inactive, whatever outcome was asked for.
const LIVE_FAILURES: CallErrorCode[] = ["CONNECTION_LOST", "ASSISTANT_ERROR"];

/**
 * Plays one inbound call through the same domain functions a telephony provider drives:
 * ring, then connect and complete (with transcript), connect and fail, or miss. The call is
 * laid out so that it ends at `endAt`, now unless said: a 95-second call started 95 seconds
 * earlier. Used by the dashboard's "test call", by `npm run cli -- simulate-call` and, with
 * past end times, by the demo account's history (scripts/seed-demo-account.ts). A member's
 * test call (`audit` given) is in the audit log, `call.test_started` committed with the ringing
 * call; the CLI's simulated traffic stands for real calls, which are not changes, and is not.
 */
export async function runTestCall(
  accountId: string,
  input: TestCallData,
  { endAt, audit }: { endAt?: Date; audit?: AuditContext } = {},
): Promise<TestCallResult> {
  const { assistantId, outcome } = input;
  const duration = input.duration ?? 30 + randomInt(390);
  const callerNumber = input.callerNumber ?? randomCallerNumber();
  const end = (endAt ?? new Date()).getTime();
  const ringSeconds = 2 + randomInt(12);
  const connectAt = new Date(end - duration * 1000);
  const ringAt = new Date((outcome === "missed" ? end : connectAt.getTime()) - ringSeconds * 1000);

  const steps: TransitionResult[] = [];
  const step = async (run: Promise<TransitionResult>) => {
    const result = await run;
    steps.push(result);
    return result.call;
  };
  const finish = (): TestCallResult => ({
    call: toCallView(steps[steps.length - 1].call),
    events: steps.flatMap((s) => s.events.map((event) => ({ id: event.id, type: event.type }))),
  });

  const ringing = await step(
    receiveCall(
      accountId,
      { assistantId, callerNumber, at: ringAt },
      audit && {
        beforeCommit: (tx, { call }) =>
          recordAudit(tx, accountId, audit, {
            action: "call.test_started",
            target: { type: "call", id: call.id, label: call.assistantName },
            summary: { assistantId, outcome, duration: outcome === "missed" ? null : duration },
          }),
      },
    ),
  );
  if (ringing.status !== "ringing") return finish();
  if (outcome === "missed") {
    await step(missCall(accountId, ringing.id, { reason: "no_answer", at: new Date(end) }));
    return finish();
  }
  const connected = await step(connectCall(accountId, ringing.id, { at: connectAt }));
  if (connected.status !== "in_progress") return finish();
  if (outcome === "failed") {
    const code = LIVE_FAILURES[randomInt(LIVE_FAILURES.length)];
    await step(failCall(accountId, connected.id, { code, at: new Date(end) }));
    return finish();
  }
  const conversation = generateConversation({ assistantName: connected.assistantName, duration, startedAt: connectAt });
  await step(completeCall(accountId, connected.id, { duration, summary: conversation.summary, endedAt: new Date(end) }));
  // Ready as the call ends (for a call played in the past, then too).
  await step(storeTranscript(accountId, connected.id, { messages: conversation.messages, at: new Date(end) }));
  return finish();
}
