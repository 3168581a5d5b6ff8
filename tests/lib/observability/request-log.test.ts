// The one log line per API request, read from the logger's real output (redaction applied),
// for requests made through the real route handlers.
import { describe, expect, test } from "vitest";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { logger, REDACTED } from "@/lib/observability/logger";
import { callApi, createTestAccount, randomIp, validAssistant } from "../../support/api-client";
import { captureLogs, type LogLine } from "../../support/capture-logs";

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.msg === "request");

describe("the request log line", () => {
  test("one line per request with request id, account, operation, method, status and duration; the key never appears", async () => {
    const { accountId, key } = await createTestAccount();
    const { result: response, lines, text } = await captureLogs(() => callApi(assistantOperations.create, { key, body: validAssistant }));

    expect(response.status).toBe(201);
    const logged = requestLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "info",
      requestId: response.headers.get("x-request-id"),
      accountId,
      operation: "createAssistant",
      method: "POST",
      status: 201,
    });
    expect(logged[0].durationMs).toBeGreaterThan(0);
    expect(logged[0].durationMs).toBeLessThan(20_000);
    expect(logged[0]).not.toHaveProperty("path");
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice("vk_live_".length));
  });

  test("refused requests are logged too: a 400 with a password in the body, a 401 with a made-up key (no account)", async () => {
    const { key } = await createTestAccount();
    const password = "tangerine-harbour-quartz-77";
    const forgedKey = `vk_live_${"x".repeat(32)}`;
    const { result, lines, text } = await captureLogs(async () => [
      // Literal: a field the body schema does not have.
      await callApi("POST", "/api/v1/assistants", { key, json: { ...validAssistant, password } }),
      await callApi(assistantOperations.list, { key: forgedKey, ip: randomIp() }),
    ]);

    expect(result.map((response) => response.status)).toEqual([400, 401]);
    const logged = requestLines(lines);
    expect(logged.map((line) => [line.operation, line.status])).toEqual([
      ["createAssistant", 400],
      ["listAssistants", 401],
    ]);
    expect(logged[1]).not.toHaveProperty("accountId");
    for (const secret of [password, key, forgedKey]) expect(text).not.toContain(secret);
  });

  test("an answer without an operation names the path instead (unknown route)", async () => {
    const { result, lines } = await captureLogs(() => callApi("GET", "/api/v1/nothing-here?token=abc", { ip: randomIp() }));
    expect(result.status).toBe(404);
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({ method: "GET", path: "/api/v1/nothing-here", status: 404, requestId: result.headers.get("x-request-id") }),
    ]);
    expect(requestLines(lines)[0]).not.toHaveProperty("operation");
  });

  test("sign-up: the password appears nowhere in the log, at any level", async () => {
    const password = "marigold-canyon-vector-19";
    const email = `observe-${Date.now()}@signup.test`;
    const { result, text, lines } = await captureLogs(
      () =>
        signUp(
          new Request("http://localhost:3000/api/auth/sign-up", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
            body: JSON.stringify({ name: "Observe", email, password }),
          }),
        ),
      "trace",
    );
    expect(result.status).toBe(201);
    // Now a registered operation: its log line names it, as every operation's does.
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({ method: "POST", operation: "signUp", route: "/api/auth/sign-up", status: 201 }),
    ]);
    expect(text).not.toContain(password);
  });
});

describe("redaction", () => {
  test.each([
    ["password", { password: "p@ss-word-1" }],
    ["a nested password", { user: { password: "p@ss-word-1" } }],
    ["the Authorization header", { headers: { authorization: "Bearer vk_live_secretsecretsecret" } }],
    ["a cookie", { headers: { cookie: "next-auth.session-token=abc.def.ghi" } }],
    ["a signing secret", { endpoint: { signingSecret: "whsec_topsecret" } }],
    ["an API key", { apiKey: "vk_live_secretsecretsecret" }],
    ["a token", { token: "tok_123456" }],
  ])("%s is replaced", async (_name, fields) => {
    const { text, lines } = await captureLogs(() => logger.warn(fields, "with a secret"));
    expect(text).not.toMatch(/p@ss-word-1|secretsecret|abc\.def\.ghi|whsec_topsecret|tok_123456/);
    expect(text).toContain(REDACTED);
    expect(lines[0].msg).toBe("with a secret");
  });
});
