// SIGTERM to a real `next start`: the request in flight and the queued direct deliveries
// finish, new connections are refused at once, the API log entries still buffered are written,
// the process exits 0 within the deadline, though its clients keep their connections alive.
import { Agent } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { db } from "@/lib/db";
import { startHttpsReceiver, type HttpsReceiver } from "@/tests/support/https-receiver";
import { keepAliveHeaderOf } from "@/tests/support/keep-alive-header";
import { BASE_PORT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { createWebhookCustomer, receiverEnv } from "./support/webhook-customer";

const PORT = BASE_PORT;
/** How long the receiver takes to answer each delivery. */
const RECEIVER_DELAY_MS = 1_000;

let receiver: HttpsReceiver;
let server: BuiltServer;
let impatient: BuiltServer | undefined;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  receiver.respond((_request, response) => void setTimeout(() => response.writeHead(200).end("ok"), RECEIVER_DELAY_MS));
  // API log batches only at shutdown: what the database holds afterwards is what the shutdown wrote.
  server = await startBuiltServer({ port: PORT, env: { ...receiverEnv(receiver), REQUEST_LOG_FLUSH_MS: "60000" } });
});

afterAll(async () => {
  await server?.kill();
  await impatient?.kill();
  await receiver?.close();
});

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

test("SIGTERM: in-flight request and queued deliveries finish, new connections are refused, API logs written, exit 0", async () => {
  // Idle connections are kept 65 s, past a load balancer's 60 s (the first answer was sent
  // before the hook set it); the fetches below keep theirs open, as a balancer does.
  const agent = new Agent({ keepAlive: true });
  await keepAliveHeaderOf(`${server.base}/api/health/live`, agent);
  expect(await keepAliveHeaderOf(`${server.base}/api/health/live`, agent)).toBe("timeout=65");
  agent.destroy();
  const customer = await createWebhookCustomer(receiver, server.base);
  const apiCalls = 25;
  for (let i = 0; i < apiCalls; i++) {
    const response = await fetch(`${server.base}/api/v1/assistants?limit=${1 + (i % 5)}`, {
      headers: { Authorization: `Bearer ${customer.key}` },
    });
    expect(response.status).toBe(200);
  }
  const logged = () => db.requestLog.count({ where: { accountId: customer.accountId } });
  expect(await logged()).toBe(0);

  // A failed test call: its events are queued for direct delivery (no Inngest here), one
  // after the other, each held 1 s by the receiver.
  const testCall = await customer.dashboardPost("/api/dashboard/calls/test", { assistantId: customer.assistantId, outcome: "failed" });
  expect(testCall.status).toBe(201);
  const { events } = (await testCall.json()) as { events: { id: string }[] };
  expect(events.length).toBeGreaterThanOrEqual(2);

  // A request held in flight: the dashboard's "send test event" waits for the receiver.
  const inFlight = customer.dashboardPost("/api/dashboard/webhook/test");
  const deadline = Date.now() + 10_000;
  while (!receiver.requests.some((request) => request.body.includes('"webhook.test"')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(receiver.requests.some((request) => request.body.includes('"webhook.test"'))).toBe(true);

  const signalledAt = Date.now();
  server.signal("SIGTERM");
  // Nothing new gets in while the old work finishes.
  let refused = false;
  while (!refused && Date.now() - signalledAt < 2_000) refused = await connectionRefused(PORT);
  expect(refused).toBe(true);

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ ok: true, statusCode: 200 });

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  // None of the buffered API log entries was lost.
  expect(await logged()).toBe(apiCalls);

  // Every queued event reached the receiver and is recorded as delivered.
  const deliveries = await db.webhookDelivery.findMany({ where: { eventId: { in: events.map((event) => event.id) } } });
  expect(deliveries.map((delivery) => delivery.status)).toEqual(events.map(() => "delivered"));
  for (const event of events) expect(receiver.requests.some((request) => request.body.includes(event.id))).toBe(true);

  const shutdownLines = server.logLines().filter((line) => String(line.msg).startsWith("shutdown:"));
  expect(shutdownLines.map((line) => line.msg)).toEqual([
    "shutdown: refusing new connections, finishing requests and deliveries",
    "shutdown: done",
  ]);
});

test("past the deadline the process exits 1 and the unfinished delivery stays pending", async () => {
  // A receiver slower than the deadline: the direct attempt cannot finish in time.
  receiver.respond((_request, response) => void setTimeout(() => response.writeHead(200).end("late"), 8_000));
  impatient = await startBuiltServer({ port: PORT + 1, env: { ...receiverEnv(receiver), SHUTDOWN_DEADLINE_MS: "1000" } });
  const customer = await createWebhookCustomer(receiver, impatient.base);
  const testCall = await customer.dashboardPost("/api/dashboard/calls/test", { assistantId: customer.assistantId, outcome: "missed" });
  expect(testCall.status).toBe(201);
  const { events } = (await testCall.json()) as { events: { id: string }[] };
  const deadline = Date.now() + 10_000;
  while (!receiver.requests.some((request) => request.body.includes(events[0].id)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const signalledAt = Date.now();
  impatient.signal("SIGTERM");
  expect(await impatient.exited, impatient.output.join("\n")).toBe(1);
  expect(Date.now() - signalledAt).toBeLessThan(5_000);
  const deliveries = await db.webhookDelivery.findMany({ where: { eventId: events[0].id } });
  expect(deliveries.map((delivery) => delivery.status)).toEqual(["pending"]);
  expect(impatient.logLines().some((line) => String(line.msg).startsWith("shutdown: work still running"))).toBe(true);
});
