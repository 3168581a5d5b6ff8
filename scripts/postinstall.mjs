// package.json's postinstall: scripts/prepare-dev.ts, run with tsx. Plain JavaScript, so that an
// install without the dev dependencies (`npm install --omit=dev`, which has no tsx and no
// `npm run dev`) skips it instead of failing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
if (existsSync(tsx)) execFileSync(process.execPath, [tsx, path.join(root, "scripts/prepare-dev.ts")], { cwd: root, stdio: "inherit" });
