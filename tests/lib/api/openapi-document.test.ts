import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { callApi } from "../../support/api-client";

type Operation = {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }>;
};

async function lint(document: unknown) {
  // Redocly's strictest built-in ruleset: every warning counts as an error.
  const config = await createConfig({ extends: ["recommended-strict"] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
  return problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
}

const document = buildOpenApiDocument() as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, { required?: string[] }> };
};

// Every route module under app/api/v1 and the methods it serves with a real handler.
const SERVED = {
  "/assistants": ["get", "post"],
  "/assistants/{id}": ["get", "put", "delete"],
  "/calls": ["get"],
  "/calls/{id}": ["get"],
  "/usage": ["get"],
};

describe("the OpenAPI document", () => {
  test("is valid OpenAPI 3.1 under Redocly's recommended-strict rules", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(await lint(document)).toEqual([]);
  });

  test("the linter does catch a broken document", async () => {
    const broken = structuredClone(document);
    delete (broken.paths["/assistants"].get as Partial<Operation>).responses;
    broken.paths["/assistants/{id}"].get.operationId = "listAssistants";
    expect((await lint(broken)).length).toBeGreaterThanOrEqual(2);
  });

  test("describes every operation the API serves, and only those", () => {
    expect(Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path, Object.keys(item)]))).toEqual(SERVED);
  });

  test.each(Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const)))(
    "%s: API-key security, the error responses, rate-limit headers on every response",
    (_name, operation) => {
      expect(operation.security).toEqual([{ apiKey: [] }]);
      for (const status of ["401", "403", "429", "500"]) {
        expect(operation.responses[status]?.content?.["application/json"].schema.$ref).toBe("#/components/schemas/Error");
      }
      expect(operation.responses["429"].headers).toHaveProperty("Retry-After");
      for (const response of Object.values(operation.responses)) {
        expect(Object.keys(response.headers ?? {})).toEqual(
          expect.arrayContaining(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-Request-Id"]),
        );
      }
    },
  );

  test("comes from the validators: required fields and the bearer scheme", () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect([...(document.components.schemas.CreateAssistant.required ?? [])].sort()).toEqual(["language", "name", "voiceId"]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["Assistant", "AssistantList", "CreateAssistant", "UpdateAssistant", "Error"]),
    );
  });

  test("is served at GET /api/v1/openapi.json without a key, with the usual headers", async () => {
    const response = await callApi("GET", "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(response.headers.get("x-request-id")).toMatch(/^req_/);
  });
});
