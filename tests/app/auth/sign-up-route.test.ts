import { afterEach, describe, expect, test, vi } from "vitest";
import { POST } from "@/app/api/auth/sign-up/route";
import { db } from "@/lib/db";
import { createRateLimiter, rateLimiterService } from "@/lib/rate-limit/rate-limiter";
import { randomIp } from "../../support/api-client";
import { captureLogs } from "../../support/capture-logs";
import { provideForTest } from "../../support/provide-service";

function signUpRequest(body: unknown, address = randomIp()): Request {
  return new Request("http://localhost:3000/api/auth/sign-up", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

/** Everything the process writes while `run` runs: the service's logger, console and both streams. */
async function captureOutput(run: () => Promise<unknown>): Promise<string> {
  const written: string[] = [];
  const record = (...args: unknown[]) =>
    void written.push(args.map((arg) => (typeof arg === "string" ? arg : (JSON.stringify(arg) ?? String(arg)))).join(" "));
  const spies = [
    ...(["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level).mockImplementation(record)),
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (record(String(chunk)), true)),
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (record(String(chunk)), true)),
  ];
  try {
    const { text } = await captureLogs(run, "debug");
    written.push(text);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join("\n");
}

afterEach(() => {
  delete process.env.SIGN_UP_LIMIT_PER_HOUR;
});

describe("POST /api/auth/sign-up", () => {
  test("creates the account and its user, and writes neither the password nor its hash to the log", async () => {
    const password = "saffron-glacier-orbit-41";
    const email = `log-${Date.now()}@signup.test`;
    let response: Response | undefined;
    const output = await captureOutput(async () => {
      response = await POST(signUpRequest({ name: "Log Check", email, password }));
    });
    expect(response?.status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(await response?.json()).toEqual({ id: user.id, email });
    expect(output).not.toContain(password);
    expect(output).not.toContain(user.passwordHash ?? "no hash");
  });

  test("a weak password answers 400 with the reason on the password field, and nothing is written", async () => {
    const email = `weak-${Date.now()}@signup.test`;
    const response = await POST(signUpRequest({ email, password: "12345678" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "VALIDATION_ERROR", requestId: response.headers.get("x-request-id") });
    expect(body.error.details).toEqual([
      { path: "password", message: expect.stringMatching(/^This password is too easy to guess\. This is a heavily used password\./) },
    ]);
    expect(await db.user.count({ where: { email } })).toBe(0);
    // A sign-up names its account after the user (here the e-mail); other tests sign up at the same time.
    expect(await db.account.count({ where: { name: email } })).toBe(0);
  });

  test("a taken e-mail answers 400 on the e-mail field", async () => {
    const email = `taken-${Date.now()}@signup.test`;
    expect((await POST(signUpRequest({ email, password: "saffron-glacier-orbit-41" }))).status).toBe(201);
    const response = await POST(signUpRequest({ email: email.toUpperCase(), password: "another-saffron-orbit" }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual([{ path: "email", message: "An account with this e-mail already exists" }]);
  });

  // The wait depends on where in the hour the sign-ups fall, so the limiter's clock is pinned
  // (counting in memory: Redis's clock cannot be). Three sign-ups fill the hour; the honest wait
  // is the rest of the hour plus the 20 minutes their share of the sliding window takes to fall
  // to two, and 1 ms: in an hour's last second the reset alone would have said "1 second".
  test.each([
    ["in the last second of an hour", "2026-11-30T23:59:59Z", 1_202, "21 minutes"],
    ["at the start of an hour", "2026-11-30T23:00:00Z", 4_801, "81 minutes"],
  ])(
    "sign-ups from one address past the hourly limit answer 429 with the wait, before any work (%s)",
    async (_when, at, retryAfter, wait) => {
      provideForTest(rateLimiterService, createRateLimiter({ now: () => Date.parse(at) }));
      process.env.SIGN_UP_LIMIT_PER_HOUR = "3";
      const address = randomIp();
      for (let i = 0; i < 3; i++) {
        // Refused ones count too: the strength estimate is work a flood would make us do.
        const response = await POST(signUpRequest({ email: `flood-${i}-${Date.now()}@signup.test`, password: "password" }, address));
        expect(response.status).toBe(400);
      }
      const email = `flood-last-${Date.now()}@signup.test`;
      const refused = await POST(signUpRequest({ email, password: "saffron-glacier-orbit-41" }, address));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(retryAfter));
      expect((await refused.json()).error).toMatchObject({
        code: "RATE_LIMITED",
        message: `Too many sign-ups from your network. Try again in ${wait}.`,
      });
      expect(await db.user.count({ where: { email } })).toBe(0);
      // Another address is not affected.
      expect((await POST(signUpRequest({ email, password: "saffron-glacier-orbit-41" }))).status).toBe(201);
    },
  );

  test.each([
    ["not JSON", 415, "text/plain", "{}"],
    ["malformed JSON", 400, "application/json", "{"],
    ["an array", 400, "application/json", "[]"],
    ["an unknown field", 400, "application/json", JSON.stringify({ email: "x@y.test", password: "saffron-glacier-orbit-41", admin: true })],
  ])("%s answers %i with the error body", async (_case, status, type, body) => {
    const response = await POST(
      new Request("http://localhost:3000/api/auth/sign-up", { method: "POST", headers: { "content-type": type }, body }),
    );
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toMatch(/^[A-Z_]+$/);
  });
});
