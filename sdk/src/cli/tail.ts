// `vas events tail` and `vas logs tail`: the account's events as they are recorded (the Events
// API's long poll), and its API logs as they are written (polled; entries appear a second or
// two after their answer). One line per item, or one JSON object per line with --json.
import type { VoiceAssistantClient } from "../client.js";
import { sleep } from "../core.js";
import { AbortedError } from "../errors.js";
import type { ApiEvent, EventType, RequestLogEntry } from "../types.js";

export type TailOptions = { json: boolean; print: (line: string) => void; signal?: AbortSignal };

export function describeEvent(event: ApiEvent): string {
  const data = event.data as Record<string, unknown>;
  const facts = ["callId", "assistantId", "duration", "reason", "threshold"]
    .filter((name) => data[name] !== undefined && data[name] !== null)
    .map((name) => `${name}=${String(data[name])}`);
  return `${event.timestamp}  ${event.type.padEnd(16)} ${event.id}  ${facts.join(" ")}`.trimEnd();
}

export async function tailEvents(
  client: VoiceAssistantClient,
  { type, after, ...options }: TailOptions & { type?: EventType; after?: string },
): Promise<void> {
  const follower = client.events.follow({
    type,
    after,
    signal: options.signal,
    onReady: ({ serverTime }) => {
      if (!options.json)
        options.print(`> Following events${type ? ` of type ${type}` : ""} recorded from ${(serverTime ?? new Date()).toISOString()}`);
    },
    onDisconnect: (error, retryInMs) => {
      if (!options.json) options.print(`! ${error.message}; trying again in ${retryInMs / 1000} s`);
    },
  });
  for await (const event of follower) options.print(options.json ? JSON.stringify(event) : describeEvent(event));
}

export function describeLogEntry(entry: RequestLogEntry): string {
  const query = entry.query ? `?${entry.query.replace(/^\?/, "")}` : "";
  const error = entry.errorCode ? ` ${entry.errorCode}` : "";
  return `${entry.createdAt}  ${String(entry.status)} ${entry.method.padEnd(6)} ${entry.path}${query}${error}  ${entry.durationMs} ms  ${entry.id}`;
}

/** Remembers the last `size` ids seen, so the set stays bounded however long the tail runs. */
class RecentIds {
  readonly #ids = new Set<string>();
  constructor(readonly size: number) {}
  has(id: string): boolean {
    return this.#ids.has(id);
  }
  add(id: string): void {
    this.#ids.add(id);
    if (this.#ids.size > this.size) this.#ids.delete(this.#ids.values().next().value as string);
  }
}

export async function tailLogs(
  client: VoiceAssistantClient,
  { status, intervalMs = 2_000, ...options }: TailOptions & { status?: string; intervalMs?: number },
): Promise<void> {
  const from = new Date(Date.now() - 2_000).toISOString();
  const printed = new RecentIds(5_000);
  // The tail's own requests are in the logs too; they are not what you are watching.
  const own = new RecentIds(1_000);
  if (!options.json) options.print(`> Following API logs${status ? ` with status ${status}` : ""} from ${from}`);
  while (!options.signal?.aborted) {
    const fresh: RequestLogEntry[] = [];
    try {
      for await (const page of client.requestLogs.list({ from, status, limit: 100 }, { signal: options.signal }).pages()) {
        if (page.lastResponse.requestId) own.add(page.lastResponse.requestId);
        const unseen = page.data.filter((entry) => !printed.has(entry.id));
        fresh.push(...unseen.filter((entry) => !own.has(entry.id)));
        for (const entry of unseen) printed.add(entry.id);
        // Newest first: a page with anything already printed reaches back to the last poll.
        if (unseen.length < page.data.length) break;
      }
    } catch (error) {
      if (error instanceof AbortedError || options.signal?.aborted) return;
      if (!options.json) options.print(`! ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const entry of fresh.reverse()) options.print(options.json ? JSON.stringify(entry) : describeLogEntry(entry));
    try {
      await sleep(intervalMs, options.signal);
    } catch {
      return;
    }
  }
}
