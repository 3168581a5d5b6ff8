// `npm run dev` only: the server writes JSON log lines (as in production); this turns them
// into pino-pretty's readable form in the dev script's own process. Lines that are not JSON
// (Next's own output) pass through unchanged. No worker thread, nothing inside Next's bundle.
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { prettyFactory } from "pino-pretty";

/** A JSON log line's message, or undefined for any other line. */
function messageOf(line: string): unknown {
  try {
    return (JSON.parse(line) as { msg?: unknown }).msg;
  } catch {
    return undefined;
  }
}

/**
 * `said`: messages the dev script printed in its own start lines; the server's copy of one is
 * dropped, so each start-up notice is read once.
 */
export function prettyLogLines(input: Readable, output: Writable, { said = [] }: { said?: readonly string[] } = {}): void {
  const prettify = prettyFactory({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname,service" });
  createInterface({ input, crlfDelay: Infinity }).on("line", (line) => {
    if (!line.startsWith("{")) return void output.write(`${line}\n`);
    const message = messageOf(line);
    if (typeof message === "string" && said.includes(message)) return;
    output.write(prettify(line));
  });
}
