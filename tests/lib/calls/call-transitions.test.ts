// The call state machine: every step from every state, legal or refused; a refused step
// leaves the call and the outbox exactly as they were.
import { describe, expect, test } from "vitest";
import type { CallStatus } from "@/generated/prisma/enums";
import { CALL_TRANSITIONS } from "@/lib/calls/call-transitions";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { CallNotFoundError, CallStateError, AssistantNotFoundError } from "@/lib/calls/errors";
import { failCall } from "@/lib/calls/fail-call";
import { missCall } from "@/lib/calls/miss-call";
import { receiveCall } from "@/lib/calls/receive-call";
import type { TransitionResult } from "@/lib/calls/run-call-transaction";
import { storeTranscript } from "@/lib/calls/store-transcript";
import { db } from "@/lib/db";
import { CALLER, createAccountWithAssistant, eventsOf } from "./fixtures";

type Step = "connect" | "complete" | "fail" | "miss";
const STEPS: Record<Step, { to: CallStatus; run: (accountId: string, callId: string) => Promise<TransitionResult> }> = {
  connect: { to: "in_progress", run: (a, c) => connectCall(a, c) },
  complete: { to: "completed", run: (a, c) => completeCall(a, c, { duration: 30, summary: "Done." }) },
  fail: { to: "failed", run: (a, c) => failCall(a, c, { code: "ASSISTANT_ERROR" }) },
  miss: { to: "missed", run: (a, c) => missCall(a, c) },
};

/** How to bring a fresh call into each state through the domain itself. */
const REACH: Record<CallStatus, Step[]> = {
  ringing: [],
  in_progress: ["connect"],
  completed: ["connect", "complete"],
  failed: ["connect", "fail"],
  missed: ["miss"],
};

async function callIn(status: CallStatus) {
  const { account, assistant } = await createAccountWithAssistant();
  const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
  for (const step of REACH[status]) await STEPS[step].run(account.id, call.id);
  return { accountId: account.id, callId: call.id };
}

const cases = (Object.keys(REACH) as CallStatus[]).flatMap((from) =>
  (Object.keys(STEPS) as Step[]).map((step) => ({ from, step, legal: CALL_TRANSITIONS[from].includes(STEPS[step].to) })),
);

describe("transition table", () => {
  test("allows exactly ringing → in_progress | failed | missed and in_progress → completed | failed", () => {
    expect(cases.filter((c) => c.legal).map((c) => `${c.from}:${c.step}`)).toEqual([
      "ringing:connect",
      "ringing:fail",
      "ringing:miss",
      "in_progress:complete",
      "in_progress:fail",
    ]);
  });

  test.each(cases.filter((c) => !c.legal))("refuses $step from $from and writes nothing", async ({ from, step }) => {
    const { accountId, callId } = await callIn(from);
    const before = await db.call.findUniqueOrThrow({ where: { id: callId } });
    const eventsBefore = await eventsOf(accountId);
    const usageBefore = await db.usagePeriod.findMany({ where: { accountId } });

    await expect(STEPS[step].run(accountId, callId)).rejects.toThrow(CallStateError);

    expect(await db.call.findUniqueOrThrow({ where: { id: callId } })).toEqual(before);
    expect(await eventsOf(accountId)).toEqual(eventsBefore);
    expect(await db.usagePeriod.findMany({ where: { accountId } })).toEqual(usageBefore);
  });

  test.each(cases.filter((c) => c.legal))("allows $step from $from", async ({ from, step }) => {
    const { accountId, callId } = await callIn(from);
    const { call, events } = await STEPS[step].run(accountId, callId);
    expect(call.status).toBe(STEPS[step].to);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe("refusals", () => {
  test("another account's call does not exist for the caller", async () => {
    const { callId } = await callIn("ringing");
    const { account: stranger } = await createAccountWithAssistant();
    await expect(connectCall(stranger.id, callId)).rejects.toThrow(CallNotFoundError);
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("ringing");
    expect(await eventsOf(stranger.id)).toEqual([]);
  });

  test("a call to another account's assistant is refused and nothing is created", async () => {
    const { assistant } = await createAccountWithAssistant();
    const { account: stranger } = await createAccountWithAssistant();
    await expect(receiveCall(stranger.id, { assistantId: assistant.id, callerNumber: CALLER })).rejects.toThrow(AssistantNotFoundError);
    expect(await db.call.count({ where: { assistantId: assistant.id } })).toBe(0);
  });

  test.each([
    ["a caller number that is not E.164", { callerNumber: "0207 946 0958" }],
    ["an unknown field", { callerNumber: CALLER, direction: "outbound" }],
  ])("receiveCall refuses %s", async (_case, input) => {
    const { account, assistant } = await createAccountWithAssistant();
    await expect(receiveCall(account.id, { assistantId: assistant.id, ...input } as never)).rejects.toThrow();
    expect(await db.call.count({ where: { accountId: account.id } })).toBe(0);
  });

  test.each([
    ["a negative duration", { duration: -1, summary: "x" }],
    ["a fractional duration", { duration: 12.5, summary: "x" }],
    ["an empty summary", { duration: 12, summary: "  " }],
  ])("completeCall refuses %s and the call stays in progress", async (_case, input) => {
    const { accountId, callId } = await callIn("in_progress");
    await expect(completeCall(accountId, callId, input)).rejects.toThrow();
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("in_progress");
    expect((await eventsOf(accountId)).map((e) => e.type)).toEqual(["call.started"]);
  });

  test("failCall refuses an error code outside the list", async () => {
    const { accountId, callId } = await callIn("in_progress");
    await expect(failCall(accountId, callId, { code: "SOMETHING" as never })).rejects.toThrow();
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("in_progress");
  });

  test("a transcript is refused before completion and stored only once", async () => {
    const messages = [{ role: "caller" as const, text: "Hello?", at: "2026-11-21T08:00:00.000Z" }];
    const { accountId, callId } = await callIn("in_progress");
    await expect(storeTranscript(accountId, callId, { messages })).rejects.toThrow(CallStateError);

    await completeCall(accountId, callId, { duration: 10, summary: "Hello." });
    await storeTranscript(accountId, callId, { messages });
    await expect(storeTranscript(accountId, callId, { messages: [...messages, ...messages] })).rejects.toThrow(CallStateError);

    expect(await db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({ messageCount: 1 });
    expect((await eventsOf(accountId)).filter((e) => e.type === "transcript.ready")).toHaveLength(1);
  });

  test("a late connect of a finished call is refused even when the assistant is now inactive", async () => {
    const { accountId, callId } = await callIn("completed");
    const { assistantId } = await db.call.findUniqueOrThrow({ where: { id: callId } });
    await db.assistant.update({ where: { id: assistantId }, data: { status: "inactive" } });
    await expect(connectCall(accountId, callId)).rejects.toThrow(/completed: cannot become in_progress/);
    expect(await db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({ status: "completed", errorCode: null });
  });

  test("two concurrent steps on one call: one wins, the other is refused with nothing written", async () => {
    const { accountId, callId } = await callIn("ringing");
    const results = await Promise.allSettled([connectCall(accountId, callId), missCall(accountId, callId)]);

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(CallStateError);
    const events = await eventsOf(accountId);
    expect(events).toHaveLength(1);
    const { status } = await db.call.findUniqueOrThrow({ where: { id: callId } });
    expect(events[0].type).toBe(status === "in_progress" ? "call.started" : "call.missed");
  });
});
