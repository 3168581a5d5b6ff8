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

/** What prettyLogLines prints for `lines`, colours removed. */
async function printed(lines: string[]): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  const written: string[] = [];
  output.on("data", (chunk: Buffer) => written.push(chunk.toString()));
  prettyLogLines(input, output);
  for (const line of lines) input.write(`${line}\n`);
  input.end();
  await new Promise((resolve) => setImmediate(resolve));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
  return written.join("").replace(/\u001b\[[0-9;]*m/g, "");
}

/** A request's line exactly as the server writes it (lib/observability/record-request.ts, with the logger's fields). */
function requestLine(status: number, durationMs: number): string {
  return JSON.stringify({
    level: "info",
    time: "2026-11-21T10:22:41.000Z",
    service: "voice-assistant-service",
    pid: 1,
    hostname: "laptop",
    requestId: "req_01kaj2v3c5m7q9x2c4v6b8n0p2",
    route: "/api/v1/events/follow",
    accountId: "acct_01kaj2v3c5m7q9x2c4v6b8n0p2",
    actor: "api_key:key_01kaj2v3c5m7q9x2c4v6b8n0p2",
    operation: "followEvents",
    method: "GET",
    status,
    durationMs,
    msg: "request",
  });
}

test("an answered request prints nothing of its own: Next's one line (method, path, status, ms) is the request's line", async () => {
  const next = " GET /api/v1/events/follow?after=now&wait=25 200 in 25.0s (next.js: 2ms, application-code: 25.0s)";
  const text = await printed([requestLine(200, 25_012), next, requestLine(404, 3), requestLine(429, 1)]);
  expect(text.split("\n").filter(Boolean)).toEqual([next]);
});

test("a request answered 5xx keeps its full block: request id, route, account and actor", async () => {
  const text = await printed([requestLine(500, 12)]);
  expect(text).toContain("INFO: request");
  for (const field of ["req_01kaj2v3c5m7q9x2c4v6b8n0p2", "followEvents", "acct_01kaj2v3c5m7q9x2c4v6b8n0p2", "status: 500"]) {
    expect(text).toContain(field);
  }
});

test("the logged error of a request, and any other line, keep their full block", async () => {
  const failed = JSON.stringify({
    level: "error",
    time: "2026-11-21T10:22:41.000Z",
    requestId: "req_1",
    err: { message: "boom" },
    msg: "request failed",
  });
  const other = JSON.stringify({
    level: "info",
    time: "2026-11-21T10:22:41.000Z",
    component: "scheduler",
    msg: "scheduled work runs in the app",
  });
  const text = await printed([failed, other]);
  expect(text).toContain("ERROR: request failed");
  expect(text).toContain("boom");
  expect(text).toContain('component: "scheduler"');
});
