// Runs the admin CLI as a user runs it (a child process), against the test database.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

export type CliResult = { code: number; stdout: string; stderr: string };

export async function runCli(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", ...args], {
      cwd: root,
      env: process.env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
