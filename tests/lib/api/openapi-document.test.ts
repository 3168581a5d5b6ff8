import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { API_ERROR_STATUS } from "@/lib/errors";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { errorCodesOf } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import { openApiOperations } from "@/lib/api/operations/openapi-operations";
import { callApi } from "../../support/api-client";
import { listRouteFiles, servedOperations } from "../../support/route-files";

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

/** What the route files under app/api/v1 serve with an API key, as the document names it. */
async function servedWithApiKey(): Promise<Record<string, string[]>> {
  const served: Record<string, string[]> = {};
  for (const file of listRouteFiles("app/api/v1")) {
    for (const operation of await servedOperations(file)) {
      if (typeof operation.access !== "object") continue;
      (served[operation.path.slice("/api/v1".length)] ??= []).push(operation.method.toLowerCase());
    }
  }
  return served;
}

describe("the OpenAPI document", () => {
  test("is valid OpenAPI 3.1 under Redocly's recommended-strict rules", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(await lint(document)).toEqual([]);
  });

  test("lists the audit log operation under its tag, with audit:read named in the security scheme", () => {
    const audit = document.paths["/audit-log"].get as Operation & { tags?: string[]; parameters?: { name: string }[] };
    expect(audit.operationId).toBe("listAuditLog");
    expect(audit.tags).toEqual(["Audit log"]);
    expect(audit.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      "action",
      "actor",
      "cursor",
      "from",
      "limit",
      "target",
      "to",
    ]);
    expect(audit.responses["200"].content?.["application/json"].schema.$ref).toBe("#/components/schemas/AuditLogList");
    expect(JSON.stringify(document.components.securitySchemes)).toContain("audit:read");
  });

  test("the linter does catch a broken document", async () => {
    const broken = structuredClone(document);
    delete (broken.paths["/assistants"].get as Partial<Operation>).responses;
    broken.paths["/assistants/{id}"].get.operationId = "listAssistants";
    expect((await lint(broken)).length).toBeGreaterThanOrEqual(2);
  });

  test("describes every operation the API serves, and only those", async () => {
    const described = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path, Object.keys(item).sort()]));
    const served = Object.fromEntries(Object.entries(await servedWithApiKey()).map(([path, methods]) => [path, methods.sort()]));
    expect(described).toEqual(served);
    expect(Object.keys(described).length).toBeGreaterThanOrEqual(5);
  });

  test.each(
    API_OPERATIONS.filter((operation) => typeof operation.access === "object").map((operation) => [operation.id, operation] as const),
  )("%s lists every status it can answer", (_id, operation) => {
    const documented = document.paths[operation.path.slice("/api/v1".length)][operation.method.toLowerCase()];
    const expected = new Set([operation.response.status, ...errorCodesOf(operation).map((code) => API_ERROR_STATUS[code])].map(String));
    expect(new Set(Object.keys(documented.responses))).toEqual(expected);
  });

  test.each(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
    ),
  )("%s: API-key security, the error responses, rate-limit headers on every response", (_name, operation) => {
    expect(operation.security).toEqual([{ apiKey: [] }]);
    for (const status of ["401", "403", "429", "500"]) {
      expect(operation.responses[status]?.content?.["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    }
    expect(operation.responses["429"].headers).toHaveProperty("Retry-After");
    for (const response of Object.values(operation.responses)) {
      // Sent on every answer, so required: generated clients type them as always present.
      for (const name of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-Request-Id"]) {
        expect(response.headers?.[name], name).toMatchObject({ required: true });
      }
    }
  });

  test("comes from the validators: required fields and the bearer scheme", () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect([...(document.components.schemas.CreateAssistant.required ?? [])].sort()).toEqual(["language", "name", "voiceId"]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["Assistant", "AssistantList", "CreateAssistant", "UpdateAssistant", "Error"]),
    );
  });

  test("is served at GET /api/v1/openapi.json without a key, with the usual headers", async () => {
    const response = await callApi(openApiOperations.get);
    expect(response.status).toBe(200);
    // The document has no response schema of its own (data stays undefined): read the text.
    expect(JSON.parse(response.text)).toEqual(JSON.parse(JSON.stringify(document)));
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(response.headers.get("x-request-id")).toMatch(/^req_/);
  });
});
