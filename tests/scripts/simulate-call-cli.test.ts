// `npm run cli -- simulate-call` against the test database: the account is found from the
// assistant, and the events land in its outbox. The first test runs it as a user does (a child
// process, which waits for direct deliveries before it exits); the others in-process.
import { expect, test } from "vitest";
import { db } from "@/lib/db";
import { createAccountWithAssistant } from "../lib/calls/fixtures";
import { runCli as cli, runCliProcess } from "../support/run-cli";

test("simulate-call --outcome completed --duration 95 plays one call on the assistant's account", async () => {
  const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
  const result = await runCliProcess("simulate-call", "--assistant", assistant.id, "--outcome", "completed", "--duration", "95");
  expect(result.code, result.stderr).toBe(0);

  const output = JSON.parse(result.stdout);
  expect(output.accountId).toBe(account.id);
  expect(output.calls).toHaveLength(1);
  expect(output.calls[0].call).toMatchObject({ status: "completed", duration: 95, assistantId: assistant.id });
  expect(output.calls[0].events.map((e: { type: string }) => e.type)).toEqual(["call.started", "call.completed", "transcript.ready"]);
  expect(output.usage).toMatchObject({ minutesUsed: 2, minutesIncluded: 1000, tier: "starter" });
  expect(await db.event.count({ where: { accountId: account.id } })).toBe(3);
  // A child process starts tsx and Prisma: more than the default 20 s on a busy machine.
}, 60_000);

test("--count 3 --outcome missed plays three missed calls", async () => {
  const { account, assistant } = await createAccountWithAssistant();
  const result = await cli("simulate-call", "--assistant", assistant.id, "--outcome", "missed", "--count", "3");
  expect(result.code, result.stderr).toBe(0);
  expect(JSON.parse(result.stdout).calls.map((c: { call: { status: string } }) => c.call.status)).toEqual(["missed", "missed", "missed"]);
  expect(await db.event.count({ where: { accountId: account.id, type: "call.missed" } })).toBe(3);
});

test.each([
  [["simulate-call"], 2, /--assistant is required/],
  [["simulate-call", "--assistant", "asst_x", "--outcome", "busy"], 2, /outcome/],
  [["simulate-call", "--assistant", "asst_x", "--count", "0"], 2, /count/],
  [["simulate-call", "--assistant", "asst_x", "--duration", "ninety"], 2, /duration/],
  [["simulate-call", "--assistant", "asst_0000000000zzzzzzzzzzzzzz"], 1, /not found/],
])("refuses %j (exit %i) and writes nothing", async (args, code, message) => {
  const result = await cli(...args);
  expect(result.code).toBe(code);
  expect(result.stderr).toMatch(message);
  expect(await db.call.count({ where: { assistantId: { in: ["asst_x", "asst_0000000000zzzzzzzzzzzzzz"] } } })).toBe(0);
});
