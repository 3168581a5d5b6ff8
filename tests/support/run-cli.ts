// Runs the admin CLI against the test database: as a user runs it (a child process), or
// in-process through the same runCliCommand, which spares a process start (tsx, Prisma) per call.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { runCliCommand } from "../../scripts/support/run-cli-command";

const root = path.resolve(import.meta.dirname, "../..");

export type CliResult = { code: number; stdout: string; stderr: string };

/** `npm run cli -- …args` in a child process: exit code and both streams as the user sees them. */
export async function runCliProcess(...args: string[]): Promise<CliResult> {
  return runCliProcessWith(process.env, ...args);
}

/** As runCliProcess, in the environment `env` (a machine with no database configured, say). */
export async function runCliProcessWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", ...args], {
      cwd: root,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same command in this process, its output collected as the child's streams would carry it. */
export async function runCli(...args: string[]): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCliCommand(args, { log: (text) => stdout.push(`${text}\n`), error: (text) => stderr.push(`${text}\n`) });
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}
