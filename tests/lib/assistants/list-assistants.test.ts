// The hot list has Postgres write an assistant's times (decision 0222); they must read exactly
// as the other answers' (`toISOString` of the Date Prisma reads), whatever the stored
// precision: whole seconds, milliseconds, and microseconds that a Date truncates.
import { expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { findAssistant } from "@/lib/assistants/find-assistant";
import { listAssistants } from "@/lib/assistants/list-assistants";
import { runStatement } from "@/lib/db";
import { createTestAccount } from "../../support/api-client";

const STORED_TIMES = [
  "2026-11-27 14:30:45+00",
  "2026-11-27 14:30:45.120+00",
  "2026-11-27 14:30:45.123999+00",
  "1999-01-02 03:04:05.007+00",
];

test("the list's times are those of the single read, to the millisecond", async () => {
  const { accountId } = await createTestAccount({ name: "List times" });
  const ids: string[] = [];
  for (const [index, stored] of STORED_TIMES.entries()) {
    const assistant = await createAssistant(accountId, {
      name: `Times ${index}`,
      language: "en-US",
      voiceId: "alloy",
      voiceTier: "standard",
      status: "active",
    });
    await runStatement(
      `UPDATE "Assistant" SET "createdAt" = $1::timestamptz, "updatedAt" = $1::timestamptz + interval '1 day' WHERE "id" = $2`,
      [stored, assistant.id],
    );
    ids.push(assistant.id);
  }
  const listed = await listAssistants(accountId, { limit: 10, cursor: undefined });
  expect(listed.data.map((assistant) => assistant.id).sort()).toEqual([...ids].sort());
  for (const assistant of listed.data) expect(assistant).toEqual(await findAssistant(accountId, assistant.id));
  expect(listed.data.map((assistant) => assistant.createdAt).sort()).toEqual([
    "1999-01-02T03:04:05.007Z",
    "2026-11-27T14:30:45.000Z",
    "2026-11-27T14:30:45.120Z",
    "2026-11-27T14:30:45.123Z",
  ]);
});
