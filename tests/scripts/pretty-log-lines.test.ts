// `npm run dev` prints its start-up notices itself; the server's copy of one is dropped.
import { PassThrough } from "node:stream";
import { expect, test } from "vitest";
import { INNGEST_WARNING } from "@/lib/events/claim-inngest-warning";
import { prettyLogLines } from "@/scripts/support/pretty-log-lines";

test("a server line repeating a notice the dev script printed is dropped; other lines pass", async () => {
  const input = new PassThrough();
  const output = new PassThrough();
  const written: string[] = [];
  output.on("data", (chunk: Buffer) => written.push(chunk.toString()));
  prettyLogLines(input, output, { said: [INNGEST_WARNING] });
  input.write(`${JSON.stringify({ level: 40, time: 0, msg: INNGEST_WARNING })}\n`);
  input.write(`${JSON.stringify({ level: 40, time: 0, msg: "something else" })}\n`);
  input.write("▲ Next.js\n");
  input.end();
  await new Promise((resolve) => setImmediate(resolve));
  const text = written.join("");
  expect(text).not.toContain("Inngest is not configured");
  expect(text).toContain("something else");
  expect(text).toContain("▲ Next.js");
});

test("the server's rate-limiter notice, printed by the dev script at start, is read once", async () => {
  const { LIMITER_NOTICE } = await import("@/lib/rate-limit/rate-limiter");
  const input = new PassThrough();
  const output = new PassThrough();
  const written: string[] = [];
  output.on("data", (chunk: Buffer) => written.push(chunk.toString()));
  prettyLogLines(input, output, { said: [LIMITER_NOTICE.memory] });
  input.write(`${JSON.stringify({ level: 30, time: 0, msg: LIMITER_NOTICE.memory })}\n`);
  input.end();
  await new Promise((resolve) => setImmediate(resolve));
  expect(written.join("")).not.toContain("in-memory");
});
