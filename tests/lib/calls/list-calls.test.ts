// Listing calls: newest first by when they came in, filtered by assistant, status and time range.
import { describe, expect, test } from "vitest";
import { listCalls } from "@/lib/calls/list-calls";
import { listCallsQuerySchema } from "@/lib/schemas/call";
import { receiveCall } from "@/lib/calls/receive-call";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { createAccountWithAssistant, CALLER } from "./fixtures";

const at = (iso: string) => new Date(iso);
/** As the routes call it: the query parsed at the edge, then the domain function. */
const list = (accountId: string, query: Record<string, unknown> = {}) => listCalls(accountId, listCallsQuerySchema.parse(query));

async function accountWithCallsAt(times: string[]) {
  const { account, assistant } = await createAccountWithAssistant();
  for (const time of times) await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER, at: at(time) });
  return { account, assistant };
}

describe("listCalls", () => {
  test("orders by when a call came in, also when calls are reported out of order", async () => {
    // Reported in this order; a provider (or the simulator) may report a call after a later one.
    const { account } = await accountWithCallsAt([
      "2026-11-10T10:16:00Z",
      "2026-11-10T10:20:00Z",
      "2026-11-10T10:15:00Z",
      "2026-11-10T10:18:00Z",
    ]);
    const { data } = await list(account.id);
    expect(data.map((call) => call.createdAt)).toEqual([
      "2026-11-10T10:20:00.000Z",
      "2026-11-10T10:18:00.000Z",
      "2026-11-10T10:16:00.000Z",
      "2026-11-10T10:15:00.000Z",
    ]);
  });

  test("test calls run one after another list newest first, each dated when it rang", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    // A long call run first rings earlier than a short one run second: the list follows the ring time.
    const long = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 400 });
    const short = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 30 });
    const { data } = await list(account.id);
    expect(data.map((call) => call.id)).toEqual([short.call.id, long.call.id]);
    expect(Date.parse(data[0].createdAt)).toBeGreaterThan(Date.parse(data[1].createdAt));
  });

  test("createdAfter is inclusive, createdBefore exclusive, and they combine with the cursor", async () => {
    const { account } = await accountWithCallsAt([
      "2026-10-31T23:59:59Z",
      "2026-11-01T00:00:00Z",
      "2026-11-15T12:00:00Z",
      "2026-12-01T00:00:00Z",
    ]);
    const november = await list(account.id, { createdAfter: "2026-11-01T00:00:00Z", createdBefore: "2026-12-01T00:00:00Z" });
    expect(november.data.map((call) => call.createdAt)).toEqual(["2026-11-15T12:00:00.000Z", "2026-11-01T00:00:00.000Z"]);

    const first = await list(account.id, { createdAfter: "2026-11-01T00:00:00Z", limit: 1 });
    expect(first.data.map((call) => call.createdAt)).toEqual(["2026-12-01T00:00:00.000Z"]);
    const second = await list(account.id, { createdAfter: "2026-11-01T00:00:00Z", limit: 2, cursor: first.nextCursor! });
    expect(second.data.map((call) => call.createdAt)).toEqual(["2026-11-15T12:00:00.000Z", "2026-11-01T00:00:00.000Z"]);
    expect(second.nextCursor).toBeNull();

    const offset = await list(account.id, { createdBefore: "2026-11-01T01:00:00+01:00" });
    expect(offset.data.map((call) => call.createdAt)).toEqual(["2026-10-31T23:59:59.000Z"]);
  });

  test("filters by assistant, and never shows another account's calls", async () => {
    const mine = await accountWithCallsAt(["2026-11-10T10:00:00Z"]);
    const theirs = await accountWithCallsAt(["2026-11-10T11:00:00Z"]);
    expect((await list(mine.account.id, { assistantId: mine.assistant.id })).data).toHaveLength(1);
    expect((await list(mine.account.id, { assistantId: theirs.assistant.id })).data).toHaveLength(0);
    expect((await list(mine.account.id)).data).toHaveLength(1);
  });

  test.each([
    [{ createdAfter: "yesterday" }, "createdAfter"],
    [{ createdBefore: "2026-11-01" }, "createdBefore"],
    [{ createdAfter: "2026-11-01T00:00:00Z\u0000" }, "createdAfter"],
  ])("rejects a malformed time %o with a message naming the format", (query, field) => {
    const result = listCallsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    expect(result.error?.issues[0].message).toContain("ISO 8601");
  });
});
