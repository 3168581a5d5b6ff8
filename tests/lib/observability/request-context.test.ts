// Every line logged while a request is handled carries the request's fields (the pino mixin
// over lib/observability/request-context.ts), work the request leaves running included; lines
// outside a request carry none, and neither does process-wide work a request merely started.
import { expect, test } from "vitest";
import { defineOperation, implement } from "@/lib/api/operation";
import { answerHttp } from "@/lib/api/pipeline/run-pipeline";
import { runAfterResponse } from "@/lib/background-work/run-after-response";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { logger } from "@/lib/observability/logger";
import { identifyRequest, outsideRequest, runInRequestContext, type RequestContext } from "@/lib/observability/request-context";
import { captureLogs } from "@/tests/support/capture-logs";

test("lines in a request, and in the work it leaves running, carry its id, route, account and actor", async () => {
  const context: RequestContext = { requestId: "req_test1", receivedAt: new Date(), path: "/api/v1/things/thing_1" };
  const { lines } = await captureLogs(async () => {
    logger.info("before");
    await runInRequestContext(context, async () => {
      logger.info({ component: "test" }, "arrived");
      // What the pipeline does once it has routed and authenticated the request.
      context.route = "/api/v1/things/{id}";
      identifyRequest("acct_1", "api_key:key_1");
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info("after a timer");
      runAfterResponse("a task", async () => logger.info("in the task"));
      outsideRequest(() => setTimeout(() => logger.info("process-wide"), 1));
    });
    await settleBackgroundWork();
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  const byMsg = Object.fromEntries(lines.map((line) => [line.msg, line]));
  expect(byMsg.before).not.toHaveProperty("requestId");
  // Before routing, the path asked for; after, the operation's template.
  expect(byMsg.arrived).toMatchObject({ requestId: "req_test1", route: "/api/v1/things/thing_1", component: "test" });
  expect(byMsg.arrived).not.toHaveProperty("accountId");
  for (const msg of ["after a timer", "in the task"]) {
    expect(byMsg[msg]).toMatchObject({ requestId: "req_test1", route: "/api/v1/things/{id}", accountId: "acct_1", actor: "api_key:key_1" });
  }
  expect(byMsg["process-wide"]).toBeDefined();
  expect(byMsg["process-wide"]).not.toHaveProperty("requestId");
});

test("a line's own fields win over the context's", async () => {
  const { lines } = await captureLogs(() =>
    runInRequestContext({ requestId: "req_ctx", receivedAt: new Date(), path: "/" }, () => logger.info({ requestId: "req_own" }, "own")),
  );
  expect(lines[0].requestId).toBe("req_own");
});

test("the pipeline opens a scope when none is open: its lines and X-Request-Id name the same request", async () => {
  const ping = defineOperation({
    id: "ping",
    method: "GET",
    path: "/api/v1/ping",
    access: "public",
    summary: "Ping",
    response: { status: 200, description: "Pong" },
  });
  const pong = implement(ping, async () => {
    logger.warn("inside");
    return {};
  });
  const { lines, result } = await captureLogs(() =>
    answerHttp(
      new Request("http://localhost/api/v1/ping"),
      { operation: ping, template: ping.path, rateLimited: false },
      pong,
      async () => ({}),
    ),
  );
  const requestId = result.headers.get("X-Request-Id");
  expect(requestId).toMatch(/^req_/);
  const inside = lines.find((line) => line.msg === "inside");
  expect(inside).toMatchObject({ requestId, route: "/api/v1/ping" });
  expect(lines.find((line) => line.msg === "request")).toMatchObject({ requestId });
});
