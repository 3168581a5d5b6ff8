// The sign-in pages' three operations are described in an OpenAPI document of their own, served
// at /api/auth/openapi.json, built from the definitions the pipeline validates with, and as clean
// under Redocly's strictest rules as the public API's.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect, test } from "vitest";
import { errorCodesOf } from "@/lib/api/operation";
import { signInOperations } from "@/lib/dashboard/operations/sign-in-operations";
import { buildSignInDocument } from "@/lib/dashboard/sign-in-document";
import { API_ERROR_STATUS } from "@/lib/errors";
import { callApi } from "../../support/api-client";
import { listRouteFiles, servedOperations } from "../../support/route-files";

type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security?: unknown[] }>>;
};
const document = buildSignInDocument() as unknown as Document;

test("Redocly's strictest ruleset finds nothing", async () => {
  const config = await createConfig({ extends: ["recommended-strict"] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
  expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
});

test("describes every operation the route files under /api/auth serve (but itself), each with every status it can answer", async () => {
  const served: string[] = [];
  for (const file of listRouteFiles("app/api/auth")) {
    for (const operation of await servedOperations(file)) {
      if (operation.id === signInOperations.document.id) continue;
      served.push(`${operation.method.toLowerCase()} ${operation.path}`);
      const described = document.paths[operation.path.slice("/api/auth".length)]?.[operation.method.toLowerCase()];
      expect(described?.operationId, operation.path).toBe(operation.id);
      const statuses = new Set([operation.response.status, ...errorCodesOf(operation).map((code) => API_ERROR_STATUS[code])].map(String));
      expect(new Set(Object.keys(described?.responses ?? {}))).toEqual(statuses);
    }
  }
  const described = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} /api/auth${path}`),
  );
  expect(described.sort()).toEqual(served.sort());
  expect(served).toHaveLength(3);
  expect(document.servers).toEqual([{ url: "/api/auth" }]);
});

test("is served, public, at GET /api/auth/openapi.json", async () => {
  const response = await callApi("GET", "/api/auth/openapi.json");
  expect(response.status).toBe(200);
  expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
});
