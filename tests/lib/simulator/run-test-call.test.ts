// The simulator drives the real domain functions: each outcome leaves the call in its end
// state with exactly the events a real call of that kind produces.
import { describe, expect, test } from "vitest";
import { dashboardCallOperations } from "@/lib/dashboard/operations/call-operations";
import { db } from "@/lib/db";
import { errorBodySchema } from "@/lib/errors";
import { generateConversation } from "@/lib/simulator/generate-conversation";
import { findAssistantAccount } from "@/lib/simulator/find-assistant-account";
import { randomCallerNumber } from "@/lib/simulator/random-caller-number";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { transcriptSchema } from "@/lib/schemas/call";
import { callApi } from "../../support/api-client";
import { dashboardSession } from "../../support/session-cookie";
import { createAccountWithAssistant, eventsOf } from "../calls/fixtures";

describe("runTestCall", () => {
  test("completed: started, completed, transcript.ready; a 95 s call ends now and started 95 s ago", async () => {
    const { account, assistant } = await createAccountWithAssistant({ name: "Reception" });
    const before = Date.now();
    const result = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 95 });

    expect(result.call).toMatchObject({ status: "completed", duration: 95, assistantId: assistant.id, assistantName: "Reception" });
    expect(result.events.map((e) => e.type)).toEqual(["call.started", "call.completed", "transcript.ready"]);
    expect((await eventsOf(account.id)).map((e) => e.id)).toEqual(result.events.map((e) => e.id));

    const row = await db.call.findUniqueOrThrow({ where: { id: result.call.id } });
    expect(row.endedAt!.getTime() - row.startedAt!.getTime()).toBe(95_000);
    expect(row.endedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.callerNumber).toMatch(/^\+1\d{3}5550\d{3}$/);
    expect(row.summary!.length).toBeGreaterThan(20);
    const transcript = transcriptSchema.parse(row.transcript);
    expect(transcript).toHaveLength(row.messageCount!);
    expect(transcript[0]).toMatchObject({ role: "assistant" });
    expect(transcript[0].text).toContain("Reception");
    expect(new Set(transcript.map((m) => m.role))).toEqual(new Set(["assistant", "caller"]));
    expect(Date.parse(transcript.at(-1)!.at)).toBe(row.endedAt!.getTime());
    expect((await db.usagePeriod.findFirstOrThrow({ where: { accountId: account.id } })).minutesUsed).toBe(2);
  });

  test("failed: started then failed with a live-call error code", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const result = await runTestCall(account.id, { assistantId: assistant.id, outcome: "failed", duration: 20 });
    expect(result.call.status).toBe("failed");
    expect(["CONNECTION_LOST", "ASSISTANT_ERROR"]).toContain(result.call.error?.code);
    expect(result.events.map((e) => e.type)).toEqual(["call.started", "call.failed"]);
  });

  test("missed: only call.missed with reason no_answer", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const result = await runTestCall(account.id, { assistantId: assistant.id, outcome: "missed", callerNumber: "+4930901820" });
    expect(result.call).toMatchObject({ status: "missed", reason: "no_answer", callerNumber: "+4930901820", startedAt: null });
    expect(result.events.map((e) => e.type)).toEqual(["call.missed"]);
  });

  test.each(["completed", "failed", "missed"] as const)("%s to an inactive assistant fails with ASSISTANT_UNAVAILABLE", async (outcome) => {
    const { account, assistant } = await createAccountWithAssistant({ status: "inactive" });
    const result = await runTestCall(account.id, { assistantId: assistant.id, outcome });
    expect(result.call).toMatchObject({
      status: "failed",
      error: { code: "ASSISTANT_UNAVAILABLE", message: "The assistant is not active." },
    });
    expect(result.events.map((e) => e.type)).toEqual(["call.failed"]);
  });

  test.each([
    ["an unknown outcome", { outcome: "busy" }],
    ["a negative duration", { outcome: "completed", duration: -5 }],
    ["a caller number that is not E.164", { outcome: "completed", callerNumber: "12345" }],
  ])("the dashboard's test call refuses %s with a 400 and writes nothing", async (_case, input) => {
    const { account, assistant } = await createAccountWithAssistant();
    const session = await dashboardSession({ userId: "user_test", accountId: account.id });
    // Literal: an outcome the body schema does not know.
    const response = await callApi("POST", "/api/dashboard/calls/test", { ...session, json: { assistantId: assistant.id, ...input } });
    expect(response.status, response.text).toBe(400);
    expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_ERROR");
    expect(await db.call.count({ where: { accountId: account.id } })).toBe(0);
    expect(await eventsOf(account.id)).toEqual([]);
  });

  test("another account's assistant is not found, and nothing is written", async () => {
    const { assistant } = await createAccountWithAssistant();
    const { account: stranger } = await createAccountWithAssistant();
    await expect(runTestCall(stranger.id, { assistantId: assistant.id, outcome: "completed" })).rejects.toThrow(/not found/);
    const session = await dashboardSession({ userId: "user_test", accountId: stranger.id });
    const response = await callApi(dashboardCallOperations.test, { ...session, body: { assistantId: assistant.id, outcome: "completed" } });
    expect(response.status, response.text).toBe(404);
    expect(await db.call.count({ where: { assistantId: assistant.id } })).toBe(0);
  });

  test("findAssistantAccount resolves the owner, or refuses an unknown assistant", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    expect(await findAssistantAccount(assistant.id)).toBe(account.id);
    await expect(findAssistantAccount("asst_0000000000zzzzzzzzzzzzzz")).rejects.toThrow(/not found/);
  });
});

describe("generated content", () => {
  test.each([1, 30, 95, 600, 7200])("a %i s call gets 7 to 23 messages in order within the call, and a summary", (duration) => {
    const startedAt = new Date("2026-11-21T08:00:00Z");
    const { messages, summary } = generateConversation({ assistantName: "Front Desk", duration, startedAt });
    expect(transcriptSchema.parse(messages)).toHaveLength(messages.length);
    expect(messages.length).toBeGreaterThanOrEqual(7);
    expect(messages.length).toBeLessThanOrEqual(23);
    expect(messages.every((m, i) => i === 0 || m.role !== messages[i - 1].role)).toBe(true);
    const times = messages.map((m) => Date.parse(m.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(startedAt.getTime());
    expect(times.at(-1)).toBe(startedAt.getTime() + duration * 1000);
    expect(messages.some((m) => m.text.includes("{"))).toBe(false);
    expect(summary).toMatch(/^[A-Z].+\.$/);
  });

  test("caller numbers are E.164 in the fictional 555-01xx block", () => {
    for (let i = 0; i < 200; i++) expect(randomCallerNumber()).toMatch(/^\+1[2-9]\d{2}5550[1]\d{2}$/);
  });
});
