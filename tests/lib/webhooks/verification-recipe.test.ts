import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signPayload } from "@/lib/webhooks/sign-payload";
import { NODE_RECEIVER_EXAMPLE, OPENSSL_EXAMPLE } from "@/lib/webhooks/verification-recipe";

const SECRET = "whsec_recipe-test-secret";
const BODY = JSON.stringify({
  id: "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
  type: "call.missed",
  data: { note: "café ☎" },
  timestamp: "2026-11-21T10:21:04.000Z",
});
const dir = mkdtempSync(path.join(tmpdir(), "recipe-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Node receiver customers copy", () => {
  let child: ChildProcess;
  const port = 20_000 + Math.floor(Math.random() * 20_000);

  beforeAll(async () => {
    const file = path.join(dir, "receiver.mjs");
    writeFileSync(file, NODE_RECEIVER_EXAMPLE);
    child = spawn(process.execPath, [file], { env: { ...process.env, SIGNING_SECRET: SECRET, PORT: String(port) }, stdio: "pipe" });
    for (let tries = 0; tries < 100; tries++) {
      const up = await fetch(`http://127.0.0.1:${port}/`, { method: "POST" }).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the example receiver did not start");
  });
  afterAll(() => {
    child.kill();
  });

  async function post(headers: Record<string, string>, body = BODY) {
    return (
      await fetch(`http://127.0.0.1:${port}/hooks`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body })
    ).status;
  }
  const now = () => Math.floor(Date.now() / 1000);

  test("accepts a correctly signed request", async () => {
    const timestamp = now();
    expect(await post({ "X-Service-Timestamp": String(timestamp), "X-Service-Signature": signPayload(SECRET, timestamp, BODY) })).toBe(200);
  });

  test.each([
    [
      "a tampered body",
      (t: number) => ({ timestamp: t, signature: signPayload(SECRET, t, BODY), body: BODY.replace("missed", "started") }),
    ],
    ["another secret", (t: number) => ({ timestamp: t, signature: signPayload("whsec_other", t, BODY), body: BODY })],
    ["a timestamp 301 s old", (t: number) => ({ timestamp: t - 301, signature: signPayload(SECRET, t - 301, BODY), body: BODY })],
    // t is now rounded down, so t + 302 is 301–302 s ahead of the receiver's fractional now and
    // stays over 300 s ahead for a whole second of request time (t + 301 would not: the receiver
    // is another process, whose clock cannot be pinned).
    ["a timestamp 301 s ahead", (t: number) => ({ timestamp: t + 302, signature: signPayload(SECRET, t + 302, BODY), body: BODY })],
    ["an uppercase signature", (t: number) => ({ timestamp: t, signature: signPayload(SECRET, t, BODY).toUpperCase(), body: BODY })],
    ["a short signature", (t: number) => ({ timestamp: t, signature: signPayload(SECRET, t, BODY).slice(2), body: BODY })],
  ])("answers 401 to %s", async (_name, make) => {
    const { timestamp, signature, body } = make(now());
    expect(await post({ "X-Service-Timestamp": String(timestamp), "X-Service-Signature": signature }, body)).toBe(401);
  });

  test("answers 401 without the headers", async () => {
    expect(await post({})).toBe(401);
  });
});

test("the openssl one-liner computes the same signature as the service", () => {
  const bodyFile = path.join(dir, "body.json");
  writeFileSync(bodyFile, BODY);
  const timestamp = 1795256464;
  const output = execFileSync("bash", ["-c", OPENSSL_EXAMPLE], {
    cwd: dir,
    env: { ...process.env, TIMESTAMP: String(timestamp), SIGNING_SECRET: SECRET },
  });
  expect(output.toString().trim()).toBe(signPayload(SECRET, timestamp, BODY));
});
