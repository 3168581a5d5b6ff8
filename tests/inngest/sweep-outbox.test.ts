import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";
import { startInngestEventApi, useInngestEventApi } from "./support/inngest-event-api";
import { useOwnDatabase } from "../support/use-own-database";

// Its own database: its sweeps take every pending event they find (see useOwnDatabase).
useOwnDatabase("sweep_outbox");

let api: Awaited<ReturnType<typeof startInngestEventApi>>;

beforeAll(async () => {
  api = await startInngestEventApi();
  useInngestEventApi(api.url);
});

afterAll(async () => {
  await api?.close();
});

describe("sweep-outbox", () => {
  test("runs every minute and hands over an event a crash left pending", async () => {
    const { sweepOutbox } = await import("@/inngest/functions/sweep-outbox");
    expect(sweepOutbox.opts.triggers).toEqual([{ cron: "* * * * *" }]);

    // Committed, then the process "died" before dispatchEvents: the row waits as pending.
    const account = await createAccount({ name: "Crashy" });
    const event = await db.$transaction((tx) =>
      recordEvent(tx, account.id, "call.missed", {
        callId: "call_01jd3k5m7q9x2c4v6b8n0p2r4t",
        assistantId: "asst_01jd3k5m7q9x2c4v6b8n0p2r4t",
        callerNumber: "+14155550100",
        reason: "no_answer",
      }),
    );
    await db.event.update({ where: { id: event.id }, data: { createdAt: new Date(Date.now() - 90_000) } });

    const { result } = await new InngestTestEngine({ function: sweepOutbox }).execute();

    expect(result).toMatchObject({ found: expect.any(Number), dispatched: expect.any(Number) });
    expect(api.received).toContainEqual(
      expect.objectContaining({ id: event.id, name: "webhooks/event.dispatched", data: { eventId: event.id, accountId: account.id } }),
    );
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ state: "dispatched" });
  });
});
