// The SDK as a customer gets it: built (sdk/, tsc), packed with `npm pack`, and installed from
// the tarball into a scratch project, offline. The suite imports it from there, so what is
// tested is what would be published. The app's build must exist (npm test makes it; run
// `npm run build` before `npm run test:sdk` on its own).
//
// It runs first and returns at once: the SDK builds and installs while tests/global-setup.ts
// makes the database, and the files wait for it (`sdkReady`, ./sdk-ready.ts) only where they use it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DIST_DIR } from "../server/support/built-server";
import { INSTALL_FAILED, INSTALLED } from "./sdk-ready";

const root = path.resolve(import.meta.dirname, "../..");
const sdk = path.join(root, "sdk");

/** Runs a command; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} (in ${cwd}) exited ${code}:\n${Buffer.concat(output)}`)),
    );
  });
}

async function install(scratch: string, tarball: string): Promise<void> {
  if (!existsSync(path.join(sdk, "node_modules/.bin/tsc"))) await run("npm", ["install", "--no-audit", "--no-fund"], sdk);
  await run("npm", ["run", "-s", "build"], sdk);
  await run("npm", ["pack", "--silent", "--pack-destination", scratch], sdk);
  if (!existsSync(path.join(scratch, tarball))) throw new Error(`npm pack made no ${tarball}`);
  writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ name: "sdk-scratch", private: true }));
  // Zero dependencies: nothing to fetch, so --offline holds.
  await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", `./${tarball}`], scratch);
}

export default function setup() {
  if (!existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` first`);
  const { name, version } = JSON.parse(readFileSync(path.join(sdk, "package.json"), "utf8")) as { name: string; version: string };
  // npm pack's name for it: @voice-assistant/sdk 0.1.0 → voice-assistant-sdk-0.1.0.tgz
  const tarball = `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  const scratch = mkdtempSync(path.join(tmpdir(), "sdk-scratch-"));
  process.env.SDK_SCRATCH_DIR = scratch;
  process.env.SDK_TARBALL = path.join(scratch, tarball);
  const installing = install(scratch, tarball).then(
    () => writeFileSync(path.join(scratch, INSTALLED), ""),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Installing the SDK failed: ${message}`);
      writeFileSync(path.join(scratch, INSTALL_FAILED), message);
    },
  );
  return async () => {
    await installing;
    rmSync(scratch, { recursive: true, force: true });
  };
}
