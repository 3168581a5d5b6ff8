// The SDK's types come from the one OpenAPI document the app serves (/api/v1/openapi.json):
// openapi-typescript renders it into sdk/src/openapi.gen.ts, which is committed so the SDK
// builds without the app. `npm run sdk:types` rewrites it; tests/sdk/openapi-types.test.ts
// renders it again and fails when the committed file differs (the document changed, the SDK
// did not follow).
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";

export const SDK_TYPES_FILE = path.resolve(import.meta.dirname, "../../sdk/src/openapi.gen.ts");

const HEADER = [
  "// Generated from the service's OpenAPI document (GET /api/v1/openapi.json) by openapi-typescript.",
  "// Do not edit: `npm run sdk:types` rewrites it, and a test fails when it differs from the document.",
  "/* eslint-disable */",
  "",
].join("\n");

export async function renderSdkTypes(): Promise<string> {
  const document = buildOpenApiDocument();
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { exportType: false });
  return HEADER + astToString(ast);
}
