// `npm run dashboard:client-operations`: writes lib/dashboard/operations/client.gen.ts from the
// dashboard's operations (see scripts/support/client-operations.ts).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { CLIENT_OPERATIONS_FILE, renderClientOperations } from "./support/client-operations";

await writeFile(CLIENT_OPERATIONS_FILE, await renderClientOperations());
console.log(`▶ wrote ${path.relative(process.cwd(), CLIENT_OPERATIONS_FILE)}`);
