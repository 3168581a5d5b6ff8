// `npm run dev` only: the server writes JSON log lines (as in production); this turns them
// into pino-pretty's readable form in the dev script's own process. Lines that are not JSON
// (Next's own output) pass through unchanged. No worker thread, nothing inside Next's bundle.
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { prettyFactory } from "pino-pretty";

export function prettyLogLines(input: Readable, output: Writable): void {
  const prettify = prettyFactory({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname,service" });
  createInterface({ input, crlfDelay: Infinity }).on("line", (line) => {
    output.write(line.startsWith("{") ? prettify(line) : `${line}\n`);
  });
}
