// The server suite runs against one production build: `next build` here, unless
// E2E_SKIP_BUILD=1 says one is already there (npm test builds once for every suite).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { DIST_DIR } from "./support/built-server";

const root = path.resolve(import.meta.dirname, "../..");

export default function setup() {
  if (process.env.E2E_SKIP_BUILD && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) return;
  execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
}
