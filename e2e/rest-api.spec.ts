// The REST API on the real `next start`: Next's routing of /api/v1 (catch-all 404, 405 with
// Allow) and the headers on every answer. The API reference page: api-reference.spec.ts.
import { expect, test } from "@playwright/test";
import { createKeyInDashboard, signUpNewCustomer } from "./support/dashboard";

const RATE_HEADERS = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-request-id"];

test("assistants over HTTP: create, read, update, delete, with the same headers on every answer", async ({ page, request }) => {
  await signUpNewCustomer(page, "rest");
  const key = await createKeyInDashboard(page, "REST client", "Full access");
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
