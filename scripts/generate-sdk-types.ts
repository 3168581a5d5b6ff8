// `npm run sdk:types`: writes sdk/src/openapi.gen.ts from the OpenAPI document (see
// scripts/support/sdk-types.ts).
import { writeFile } from "node:fs/promises";
import { renderSdkTypes, SDK_TYPES_FILE } from "./support/sdk-types";

await writeFile(SDK_TYPES_FILE, await renderSdkTypes());
console.log(`wrote ${SDK_TYPES_FILE}`);
