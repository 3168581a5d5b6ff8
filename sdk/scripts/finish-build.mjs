// After the two tsc runs: dist/cjs is CommonJS (its own package.json says so, for Node and for
// TypeScript's reading of its .d.ts files), and the CLI is executable.
import { chmodSync, writeFileSync } from "node:fs";

writeFileSync(new URL("../dist/cjs/package.json", import.meta.url), `${JSON.stringify({ type: "commonjs" })}\n`);
chmodSync(new URL("../dist/esm/cli/main.js", import.meta.url), 0o755);
