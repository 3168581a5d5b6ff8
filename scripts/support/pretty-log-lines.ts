// `npm run dev` only: the server writes JSON log lines (as in production); this turns them
// into pino-pretty's readable form in the dev script's own process. Lines that are not JSON
// (Next's own output) pass through unchanged. No worker thread, nothing inside Next's bundle.
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { prettyFactory } from "pino-pretty";

type LogEntry = { msg?: unknown; level?: unknown; status?: unknown };

/** A JSON log line's fields, or undefined for any other line. */
function entryOf(line: string): LogEntry | undefined {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === "object" && entry !== null ? (entry as LogEntry) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The line of a request answered below 500 (lib/observability/record-request.ts). `next dev`
 * prints one line for every request itself (` GET /api/v1/events/follow?… 200 in 25.0s`), so
 * the server's nine-line block of the same request is left out; a 5xx keeps it, for its
 * request id, account and actor. The JSON line itself is unchanged: production logs keep it.
 */
function isAnsweredRequest(entry: LogEntry): boolean {
  return (
    entry.msg === "request" && (entry.level === "info" || entry.level === 30) && typeof entry.status === "number" && entry.status < 500
  );
}

/**
 * `said`: messages the dev script printed in its own start lines; the server's copy of one is
 * dropped, so each start-up notice is read once.
 */
export function prettyLogLines(input: Readable, output: Writable, { said = [] }: { said?: readonly string[] } = {}): void {
  const prettify = prettyFactory({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname,service" });
  createInterface({ input, crlfDelay: Infinity }).on("line", (line) => {
    if (!line.startsWith("{")) return void output.write(`${line}\n`);
    const entry = entryOf(line);
    if (entry && typeof entry.msg === "string" && said.includes(entry.msg)) return;
    if (entry && isAnsweredRequest(entry)) return;
    output.write(prettify(line));
  });
}
