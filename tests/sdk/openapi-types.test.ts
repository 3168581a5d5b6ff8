// The SDK's types are generated from the OpenAPI document the service serves: this renders
// them again and fails when the committed sdk/src/openapi.gen.ts differs (run `npm run
// sdk:types`), and checks that every operation of the document has its SDK method with the
// same method and path.
import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { renderSdkTypes, SDK_TYPES_FILE } from "@/scripts/support/sdk-types";
import { OPERATIONS } from "@/sdk/src/operations";
import { PACKAGE_NAME, VERSION } from "@/sdk/src/version";
import sdkPackage from "@/sdk/package.json";

test("sdk/src/openapi.gen.ts is what the served document generates (npm run sdk:types)", async () => {
  const committed = await readFile(SDK_TYPES_FILE, "utf8");
  expect(committed === (await renderSdkTypes()), "the SDK's types drifted from the OpenAPI document: run `npm run sdk:types`").toBe(true);
});

test("every operation of the document is an SDK method with its method and path, and nothing else is", () => {
  const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { operationId?: string }>> };
  const served = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === "object" && operation?.operationId)
      .map(([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${path}`),
  );
  const bound = Object.entries(OPERATIONS).map(([operationId, binding]) => `${operationId} ${binding.method} ${binding.path}`);
  expect(bound.sort()).toEqual(served.sort());
});

test("the SDK sends the version its package.json has, and the reference's samples import its name", () => {
  expect(VERSION).toBe(sdkPackage.version);
  expect(PACKAGE_NAME).toBe(sdkPackage.name);
  expect(Object.keys((sdkPackage as { dependencies?: object }).dependencies ?? {})).toEqual([]);
});
