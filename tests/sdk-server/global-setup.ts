// The SDK as a customer gets it: built (sdk/, tsc), packed with `npm pack`, and installed from
// the tarball into a scratch project, offline. The suite imports it from there, so what is
// tested is what would be published. The app's build must exist (npm test makes it; run
// `npm run build` before `npm run test:sdk` on its own).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DIST_DIR } from "../server/support/built-server";

const root = path.resolve(import.meta.dirname, "../..");
const sdk = path.join(root, "sdk");

export default function setup() {
  if (!existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` first`);
  if (!existsSync(path.join(sdk, "node_modules/.bin/tsc"))) {
    execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: sdk, stdio: "inherit" });
  }
  execFileSync("npm", ["run", "-s", "build"], { cwd: sdk, stdio: "inherit" });
  const scratch = mkdtempSync(path.join(tmpdir(), "sdk-scratch-"));
  execFileSync("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: sdk, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("npm pack made no tarball");
  writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ name: "sdk-scratch", private: true }));
  // Zero dependencies: nothing to fetch, so --offline holds.
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", `./${tarball}`], { cwd: scratch, stdio: "inherit" });
  process.env.SDK_SCRATCH_DIR = scratch;
  process.env.SDK_TARBALL = path.join(scratch, tarball);
  return () => rmSync(scratch, { recursive: true, force: true });
}
