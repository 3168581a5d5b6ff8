// `npm run config:env-example`: writes .env.example from the settings' schema
// (lib/config/settings.ts). tests/lib/config/env-example.test.ts fails when the file is stale.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderEnvExample } from "@/lib/config/env-example";

const file = path.resolve(import.meta.dirname, "../.env.example");
writeFileSync(file, renderEnvExample());
console.log(`▶ wrote ${path.relative(process.cwd(), file)}`);
