#!/usr/bin/env node
// `vas` (npx @voice-assistant/sdk …): listen --forward-to, events tail, logs tail. The API key
// is read from VAS_API_KEY and never printed; the service from --base-url or VAS_BASE_URL.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { VoiceAssistantClient } from "../client.js";
import { newSigningSecret } from "../webhooks.js";
import type { EventType } from "../types.js";
import { defaultBaseUrl, receiverHint as defaultReceiverHint, runListener } from "./listen.js";
import { tailEvents, tailLogs } from "./tail.js";

const USAGE = `Usage: VAS_API_KEY=vk_live_… vas <command> [options]

Commands:
  listen --forward-to <url> [--secret whsec_…] [--interval 3000]
                        forward every new event to a local URL, signed like a webhook
  events tail [--type call.completed] [--after <cursor>] [--json]
                        print events as they are recorded
  logs tail [--status 4xx|429|5xx] [--interval 2000] [--json]
                        print API log entries as they are written

Options for all:
  --base-url <url>      the service (default: VAS_BASE_URL, else http://localhost:$PORT, 3000 when PORT is unset)

VAS_API_KEY: an API key (listen and events tail need events:read, logs tail logs:read).
Give it through the environment, not an argument: arguments end up in shell history and npm prints them.`;

export type CliIo = {
  env: Readonly<Record<string, string | undefined>>;
  print: (line: string) => void;
  printError: (line: string) => void;
  signal?: AbortSignal;
  /** The start line that says how to run a receiver (the app's repository names its example receiver). */
  receiverHint?: (forwardTo: string, secret: string) => string;
};

const OPTIONS = {
  "api-key": { type: "string" },
  "base-url": { type: "string" },
  "forward-to": { type: "string" },
  secret: { type: "string" },
  interval: { type: "string" },
  type: { type: "string" },
  after: { type: "string" },
  status: { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const;

/** Runs one command; resolves with the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.printError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals.join(" ");
  if (values.help || command === "" || command === "help") {
    io.print(USAGE);
    return values.help || command === "help" ? 0 : 2;
  }
  if (!["listen", "events tail", "logs tail"].includes(command)) {
    io.printError(`Unknown command: ${command}\n${USAGE}`);
    return 2;
  }
  const apiKey = values["api-key"] ?? io.env.VAS_API_KEY;
  if (!apiKey) {
    io.printError(`No API key: set VAS_API_KEY (dashboard → API keys).\n${USAGE}`);
    return 2;
  }
  const baseUrl = values["base-url"] ?? io.env.VAS_BASE_URL ?? defaultBaseUrl(io.env);
  if (!URL.canParse(baseUrl)) {
    io.printError(`--base-url is not a URL\n${USAGE}`);
    return 2;
  }
  const interval = values.interval === undefined ? undefined : Number(values.interval);
  if (interval !== undefined && !(interval >= 500)) {
    io.printError(`--interval is milliseconds, at least 500\n${USAGE}`);
    return 2;
  }
  try {
    if (command === "listen") {
      const forwardTo = values["forward-to"];
      if (!forwardTo || !URL.canParse(forwardTo)) {
        io.printError(`listen needs --forward-to <url>\n${USAGE}`);
        return 2;
      }
      const secret = values.secret ?? newSigningSecret();
      await runListener({
        apiKey,
        baseUrl,
        forwardTo,
        secret,
        intervalMs: interval,
        log: io.print,
        signal: io.signal,
        onReady: (serverTime) => {
          io.print(`> Forwarding events of ${baseUrl} recorded from ${serverTime.toISOString()} (server time) to ${forwardTo}`);
          io.print(`> Signing secret: ${secret}`);
          io.print((io.receiverHint ?? defaultReceiverHint)(forwardTo, secret));
        },
      });
      return 0;
    }
    const client = new VoiceAssistantClient({ apiKey, baseUrl });
    if (command === "events tail") {
      await tailEvents(client, {
        type: values.type as EventType | undefined,
        after: values.after,
        json: values.json,
        print: io.print,
        signal: io.signal,
      });
    } else {
      await tailLogs(client, { status: values.status, intervalMs: interval, json: values.json, print: io.print, signal: io.signal });
    }
    return 0;
  } catch (error) {
    io.printError(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** Runs the CLI in this process: stops on SIGINT/SIGTERM. */
export async function main(argv = process.argv.slice(2), extra: Partial<CliIo> = {}): Promise<number> {
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  return runCli(argv, {
    env: process.env,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    signal: controller.signal,
    ...extra,
  });
}

function isEntryPoint(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) process.exitCode = await main();
