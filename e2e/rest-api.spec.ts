// The REST API on the real `next start`: Next's routing of /api/v1 (catch-all 404, 405 with
// Allow) and the headers on every answer. The API reference page: api-reference.spec.ts.
import { expect, test } from "./support/fixtures";

const RATE_HEADERS = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-request-id"];

test("assistants over HTTP: create, read, update, delete, with the same headers on every answer", {
  tag: ["@smoke", "@prod-safe"],
}, async ({ newApiKey, request }) => {
  const key = await newApiKey("REST client", "Full access");
  const auth = { Authorization: `Bearer ${key}` };

  const created = await request.post("/api/v1/assistants", {
    headers: auth,
    data: { name: "Reception", language: "en-GB", voiceId: "elevenlabs-rachel" },
  });
  expect(created.status()).toBe(201);
  const assistant = await created.json();
  expect(created.headers().location).toBe(`/api/v1/assistants/${assistant.id}`);

  const responses = [
    created,
    await request.get(`/api/v1/assistants/${assistant.id}`, { headers: auth }),
    await request.put(`/api/v1/assistants/${assistant.id}`, { headers: auth, data: { status: "inactive" } }),
    await request.get("/api/v1/assistants?limit=5", { headers: auth }),
    await request.get("/api/v1/assistants"),
    await request.get("/api/v1/no-such-thing", { headers: auth }),
    await request.patch("/api/v1/assistants", { headers: auth, data: {} }),
    await request.delete(`/api/v1/assistants/${assistant.id}`, { headers: auth }),
  ];
  expect(responses.map((response) => response.status())).toEqual([201, 200, 200, 200, 401, 404, 405, 204]);
  for (const response of responses) {
    for (const header of RATE_HEADERS) expect(response.headers()[header], `${response.url()} ${header}`).toBeTruthy();
  }
  expect((await responses[2].json()).status).toBe("inactive");
  expect((await responses[5].json()).error.code).toBe("NOT_FOUND");
  expect(responses[6].headers().allow).toBe("GET, POST");
  expect((await responses[6].json()).error.code).toBe("METHOD_NOT_ALLOWED");
});

test("methods and paths no route handler can serve still answer the JSON error body", { tag: "@security" }, async ({ request }) => {
  const cases = [
    { method: "TRACE", path: "/api/v1/assistants", status: 405, code: "METHOD_NOT_ALLOWED", allow: "GET, POST" },
    {
      method: "PROPFIND",
      path: "/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2",
      status: 405,
      code: "METHOD_NOT_ALLOWED",
      allow: "GET, PUT, DELETE",
    },
    { method: "TRACE", path: "/api/dashboard/webhook/test", status: 405, code: "METHOD_NOT_ALLOWED", allow: "POST" },
    { method: "TRACE", path: "/api/v1/no-such-thing", status: 404, code: "NOT_FOUND" },
    { method: "GET", path: "/api/v1/assistants/%E0%A4%A", status: 400, code: "VALIDATION_ERROR" },
    { method: "DELETE", path: "/api/v1/assistants/%ZZ", status: 400, code: "VALIDATION_ERROR" },
    { method: "GET", path: "/api/dashboard/calls/%C0%80", status: 400, code: "VALIDATION_ERROR" },
    { method: "OPTIONS", path: "/api/v1/assistants", status: 405, code: "METHOD_NOT_ALLOWED", allow: "GET, POST" },
  ];
  for (const { method, path, status, code, allow } of cases) {
    const response = await request.fetch(path, { method });
    const label = `${method} ${path}`;
    expect(response.status(), label).toBe(status);
    expect(response.headers()["content-type"], label).toMatch(/^application\/json/);
    expect(response.headers()["x-request-id"], label).toMatch(/^req_/);
    expect(response.headers()["x-content-type-options"], label).toBe("nosniff");
    const body = await response.json();
    expect(body.error, label).toMatchObject({ code, requestId: response.headers()["x-request-id"] });
    if (allow) expect(response.headers().allow, label).toBe(allow);
  }
});
