// Every event the calls domain writes, checked field by field against the customer's table:
// exactly these keys, these types, ISO 8601 UTC times, E.164 numbers.
import { describe, expect, test } from "vitest";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { failCall } from "@/lib/calls/fail-call";
import { missCall } from "@/lib/calls/miss-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { storeTranscript } from "@/lib/calls/store-transcript";
import { db } from "@/lib/db";
import { CALLER, createAccountWithAssistant, eventsOf } from "./fixtures";

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const at = (iso: string) => new Date(iso);

const transcript = [
  { role: "assistant" as const, text: "Hello, Front Desk here.", at: "2026-11-21T08:00:05.000Z" },
  { role: "caller" as const, text: "Hi, I'd like to book a table.", at: "2026-11-21T08:00:09.000Z" },
  { role: "assistant" as const, text: "Done, see you at seven.", at: "2026-11-21T08:01:30.000Z" },
];

describe("event payloads", () => {
  test("call.started, call.completed and transcript.ready of an answered call", async () => {
    const { account, assistant } = await createAccountWithAssistant({ name: "Front Desk", phoneNumber: "+14155550100" });
    const ringing = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER, at: at("2026-11-21T07:59:58Z") });
    expect(ringing.call.status).toBe("ringing");
    expect(ringing.events).toEqual([]);

    const started = await connectCall(account.id, ringing.call.id, { at: at("2026-11-21T08:00:00Z") });
    const completed = await completeCall(account.id, ringing.call.id, {
      duration: 95,
      summary: "Booked a table for two at seven.",
      endedAt: at("2026-11-21T08:01:35Z"),
    });
    const ready = await storeTranscript(account.id, ringing.call.id, { messages: transcript, at: at("2026-11-21T08:01:40Z") });

    const events = await eventsOf(account.id);
    expect(events.map((e) => e.type)).toEqual(["call.started", "call.completed", "transcript.ready"]);
    expect([...started.events, ...completed.events, ...ready.events].map((e) => e.id)).toEqual(events.map((e) => e.id));

    const [startedEvent, completedEvent, readyEvent] = events;
    expect(startedEvent.data).toStrictEqual({
      callId: ringing.call.id,
      assistantId: assistant.id,
      assistantName: "Front Desk",
      phoneNumber: "+14155550100",
      callerNumber: CALLER,
      direction: "inbound",
      startedAt: "2026-11-21T08:00:00.000Z",
    });
    expect(startedEvent.timestamp.toISOString()).toBe("2026-11-21T08:00:00.000Z");

    expect(completedEvent.data).toStrictEqual({
      callId: ringing.call.id,
      assistantId: assistant.id,
      duration: 95,
      endedAt: "2026-11-21T08:01:35.000Z",
      summary: "Booked a table for two at seven.",
    });
    expect(Number.isInteger((completedEvent.data as { duration: unknown }).duration)).toBe(true);

    expect(readyEvent.data).toStrictEqual({ callId: ringing.call.id, assistantId: assistant.id, messageCount: 3, duration: 95 });

    const row = await db.call.findUniqueOrThrow({ where: { id: ringing.call.id } });
    expect(row).toMatchObject({
      status: "completed",
      startedAt: at("2026-11-21T08:00:00Z"),
      endedAt: at("2026-11-21T08:01:35Z"),
      duration: 95,
      messageCount: 3,
      transcript,
      transcriptReadyAt: at("2026-11-21T08:01:40Z"),
    });
  });

  test("call.failed of a connected call carries error {code, message} and failedAt", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await connectCall(account.id, call.id);
    await failCall(account.id, call.id, { code: "CONNECTION_LOST", at: at("2026-11-21T09:00:00Z") });

    const failed = (await eventsOf(account.id)).at(-1)!;
    expect(failed.type).toBe("call.failed");
    expect(failed.data).toStrictEqual({
      callId: call.id,
      assistantId: assistant.id,
      error: { code: "CONNECTION_LOST", message: "The connection to the caller was lost." },
      failedAt: "2026-11-21T09:00:00.000Z",
    });
    expect(await db.call.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({
      status: "failed",
      errorCode: "CONNECTION_LOST",
      failedAt: at("2026-11-21T09:00:00Z"),
    });
  });

  test("call.missed carries callerNumber and reason no_answer", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    const missed = await missCall(account.id, call.id);

    expect(missed.call).toMatchObject({ status: "missed", reason: "no_answer" });
    const events = await eventsOf(account.id);
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe("call.missed");
    expect(events[0].data).toStrictEqual({ callId: call.id, assistantId: assistant.id, callerNumber: CALLER, reason: "no_answer" });
  });

  test("every payload has only spec types: strings, integers, ISO UTC times, E.164 numbers", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const answered = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await connectCall(account.id, answered.call.id);
    await completeCall(account.id, answered.call.id, { duration: 61, summary: "Short call." });
    await storeTranscript(account.id, answered.call.id, { messages: transcript });
    const unanswered = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await missCall(account.id, unanswered.call.id);

    for (const event of await eventsOf(account.id)) {
      const data = event.data as Record<string, unknown>;
      expect(data.callId).toMatch(/^call_[0-9a-z]{26}$/);
      expect(data.assistantId).toBe(assistant.id);
      for (const key of ["startedAt", "endedAt", "failedAt"]) if (key in data) expect(data[key]).toMatch(ISO_UTC);
      for (const key of ["phoneNumber", "callerNumber"]) if (key in data) expect(data[key]).toMatch(E164);
      for (const key of ["duration", "messageCount"]) if (key in data) expect(Number.isInteger(data[key])).toBe(true);
    }
  });
});

describe("an inactive assistant", () => {
  test("a call to it fails at once with ASSISTANT_UNAVAILABLE and never starts", async () => {
    const { account, assistant } = await createAccountWithAssistant({ status: "inactive" });
    const result = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER, at: at("2026-11-21T10:00:00Z") });

    expect(result.call).toMatchObject({ status: "failed", errorCode: "ASSISTANT_UNAVAILABLE", startedAt: null });
    const events = await eventsOf(account.id);
    expect(events.map((e) => e.type)).toEqual(["call.failed"]);
    expect(events[0].data).toStrictEqual({
      callId: result.call.id,
      assistantId: assistant.id,
      error: { code: "ASSISTANT_UNAVAILABLE", message: "The assistant is not active." },
      failedAt: "2026-11-21T10:00:00.000Z",
    });
  });

  test("an assistant deactivated while the call rings fails the connect, without call.started", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await db.assistant.update({ where: { id: assistant.id }, data: { status: "inactive" } });

    const result = await connectCall(account.id, call.id);
    expect(result.call).toMatchObject({ status: "failed", errorCode: "ASSISTANT_UNAVAILABLE" });
    expect((await eventsOf(account.id)).map((e) => e.type)).toEqual(["call.failed"]);
  });

  test("an assistant deleted while the call rings fails the connect the same way", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await db.assistant.delete({ where: { id: assistant.id } });

    const result = await connectCall(account.id, call.id);
    expect(result.call).toMatchObject({ status: "failed", errorCode: "ASSISTANT_UNAVAILABLE", assistantName: "Front Desk" });
  });
});
