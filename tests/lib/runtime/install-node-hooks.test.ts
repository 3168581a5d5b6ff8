import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_OPERATIONS } from "@/lib/api/operations";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { allowedMethodsOf } from "@/lib/runtime/allowed-methods";
import { installRequestHook, KEEP_ALIVE_TIMEOUT_MS } from "@/lib/runtime/install-node-hooks";
import { keepAliveHeaderOf } from "@/tests/support/keep-alive-header";

let server: Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  installRequestHook(allowedMethodsOf);
  // Stands in for Next.js: anything that reaches it is recorded.
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.end("app");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("installRequestHook", () => {
  test.each([
    ["TRACE", "/api/v1/assistants", 405, "GET, POST"],
    ["PROPFIND", "/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2?x=1", 405, "GET, PUT, DELETE"],
    ["LOCK", "/api/dashboard/webhook/test", 405, "POST"],
    ["PURGE", "/api/v1/unknown", 404, undefined],
    ["TRACE", "/overview", 405, "GET, HEAD, POST"],
  ])("%s %s → %i JSON with a request id", async (method, path, status, allow) => {
    const response = await send(method, path);
    expect(response.status).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const body = JSON.parse(response.body) as { error: { code: string; requestId: string } };
    expect(body.error.requestId).toBe(response.headers["x-request-id"]);
    expect(body.error.code).toBe(status === 405 ? "METHOD_NOT_ALLOWED" : "NOT_FOUND");
    expect(response.headers.allow).toBe(allow);
    expect(reached).toEqual([]);
  });

  test.each([
    ["GET", "/api/v1/assistants/%E0%A4%A"],
    ["DELETE", "/api/v1/assistants/%ZZ?x=1"],
    ["GET", "/api/dashboard/calls/%C0%80"],
    ["GET", "/api/%"],
  ])("%s %s (malformed percent-encoding) → 400 JSON before the app", async (method, path) => {
    const response = await send(method, path);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const body = JSON.parse(response.body) as { error: { code: string; requestId: string } };
    expect(body.error).toMatchObject({ code: "VALIDATION_ERROR", requestId: response.headers["x-request-id"] });
    expect(reached).toEqual([]);
  });

  test("well-encoded /api paths and malformed page paths go on to the app", async () => {
    for (const path of ["/api/v1/assistants/asst%5F1", "/api/v1/assistants?cursor=%ZZ", "/overview/%ZZ"])
      expect((await send("GET", path)).body).toBe("app");
    expect(reached.splice(0)).toHaveLength(3);
  });

  test("methods a route can serve go on to the app", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect((await send(method, "/api/v1/assistants")).body).toBe("app");
    expect(reached.splice(0)).toHaveLength(6);
  });
});

describe("allowedMethodsOf", () => {
  test("lists, for every operation path, exactly the methods its operations declare", () => {
    for (const operation of [...API_OPERATIONS, ...DASHBOARD_OPERATIONS]) {
      const path = operation.path.replace(/\{\w+\}/g, "x_01kaj2v3c5m7q9x2c4v6b8n0p2");
      const expected = [...API_OPERATIONS, ...DASHBOARD_OPERATIONS]
        .filter((other) => other.path === operation.path)
        .map((other) => other.method);
      expect(allowedMethodsOf(path), operation.path).toEqual(expected);
    }
  });

  test("a static segment wins over a parameter; unknown paths have none", () => {
    expect(allowedMethodsOf("/api/dashboard/calls/test")).toEqual(["POST"]);
    expect(allowedMethodsOf("/api/v1/nothing/here")).toBeNull();
  });
});

describe("keep-alive (a load balancer's idle time-out is 60 s; Node's own 5 s)", () => {
  /** A server of its own (the hook is on every http.Server), answering after `delayMs`. */
  async function startServer(delayMs: number, configure: (server: Server) => void = () => {}) {
    const own = createServer((_req, res) => void setTimeout(() => res.end("app"), delayMs));
    configure(own);
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    return { server: own, port: (own.address() as { port: number }).port };
  }

  const get = (port: number, agent: Agent) => keepAliveHeaderOf(`http://127.0.0.1:${port}/`, agent);

  test("a server keeps an idle connection 65 s from its first request on; one given its own time-out keeps it", async () => {
    const agent = new Agent({ keepAlive: true });
    const hooked = await startServer(0);
    const configured = await startServer(0, (server) => void (server.keepAliveTimeout = 12_000));
    try {
      // The first answer's header was set before the hook ran; the connection already waits 65 s.
      await get(hooked.port, agent);
      expect(hooked.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(await get(hooked.port, agent)).toBe("timeout=65");
      expect(await get(configured.port, agent)).toBe("timeout=12");
      expect(configured.server.keepAliveTimeout).toBe(12_000);
    } finally {
      agent.destroy();
      await Promise.all([hooked, configured].map(({ server }) => new Promise((resolve) => server.close(resolve))));
    }
  });

  test("close() does not wait 65 s for a connection that was answering when it was called", async () => {
    const agent = new Agent({ keepAlive: true });
    const { server: busy, port: busyPort } = await startServer(300);
    await get(busyPort, agent);
    const answered = get(busyPort, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = performance.now();
    const closed = new Promise((resolve) => busy.close(resolve));
    await answered;
    await closed;
    // The answer takes 300 ms; then the connection is idle and closed within a sweep (100 ms).
    expect(performance.now() - closing).toBeLessThan(2_000);
    agent.destroy();
  });
});
