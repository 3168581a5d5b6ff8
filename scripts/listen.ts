// A local listener, like `stripe listen`: follows the account's events through the Events API
// and forwards each new one to a URL on your machine, signed exactly as webhooks are, with a
// secret printed at start. Plain http:// is fine here: the target is your own machine.
//
//   npx tsx scripts/listen.ts --api-key vk_live_… --forward-to http://localhost:4000/hook \
//     [--base-url http://localhost:3000] [--secret whsec_…] [--interval 3000]
//
// The key needs the events:read permission. Every poll is one API request and counts toward
// the account's rate limits (a 429 is waited out as its Retry-After says).
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { newSigningSecret } from "@/lib/webhooks/new-signing-secret";
import { signedWebhookHeaders } from "@/lib/webhooks/webhook-headers";

/** An event as the Events API lists it (the fields the listener needs). */
type ListedEvent = { id: string; type: string; data: unknown; timestamp: string; createdAt: string };

export type ListenerOptions = {
  apiKey: string;
  /** The service, e.g. http://localhost:3000. */
  baseUrl: string;
  forwardTo: string;
  secret: string;
  intervalMs?: number;
  /** One line per event and per problem. */
  log?: (line: string) => void;
  signal?: AbortSignal;
};

// Events become visible when their transaction commits, which can be a moment after the time
// they carry: each poll looks this far back and skips the ids it has already seen.
const OVERLAP_MS = 10_000;
const FORWARD_TIMEOUT_MS = 30_000;
const MAX_PAGES_PER_POLL = 10;

class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
    readonly fatal = false,
  ) {
    super(message);
  }
}

async function fetchPage(options: ListenerOptions, createdAfter: Date, cursor: string | null) {
  const url = new URL("/api/v1/events", options.baseUrl);
  url.searchParams.set("limit", "100");
  url.searchParams.set("createdAfter", createdAfter.toISOString());
  if (cursor) url.searchParams.set("cursor", cursor);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${options.apiKey}` }, signal: options.signal });
  const body = (await response.json().catch(() => null)) as
    | { data: ListedEvent[]; nextCursor: string | null; error?: undefined }
    | { error: { code: string; message: string } }
    | null;
  if (response.ok && body && !body.error) return body;
  const message = body?.error ? `${body.error.code}: ${body.error.message}` : `HTTP ${response.status}`;
  const retryAfter = Number(response.headers.get("retry-after"));
  // A key that is wrong or lacks events:read will not start working by itself.
  const fatal = response.status === 401 || response.status === 403;
  throw new ApiRequestError(`GET /api/v1/events answered ${message}`, retryAfter > 0 ? retryAfter * 1000 : null, fatal);
}

/** Forwards one event, signed, and describes the local answer in one line. */
async function forward(options: ListenerOptions, event: ListedEvent): Promise<string> {
  const body = buildEnvelope({ id: event.id, type: event.type, data: event.data, timestamp: new Date(event.timestamp) });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = signedWebhookHeaders({ secret: options.secret, eventId: event.id, body, timestamp });
  const started = performance.now();
  const prefix = `${new Date().toISOString()}  ${event.type.padEnd(16)} ${event.id}  →`;
  try {
    const response = await fetch(options.forwardTo, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 80).replace(/\s+/g, " ");
    return `${prefix} ${response.status} ${response.statusText} (${Math.round(performance.now() - started)} ms)${text ? ` ${text}` : ""}`;
  } catch (error) {
    return `${prefix} failed: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Polls the Events API and forwards every event created from now on, oldest first, until
 * `signal` aborts. Throws only for a key that cannot list events (401/403).
 */
export async function runListener(options: ListenerOptions): Promise<void> {
  const log = options.log ?? console.log;
  const intervalMs = options.intervalMs ?? 3_000;
  const seen = new Map<string, number>(); // event id → createdAt (ms), within the overlap window
  let since = Date.now();
  let baselineTaken = false;

  while (!options.signal?.aborted) {
    let wait = intervalMs;
    try {
      const fresh: ListedEvent[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES_PER_POLL; page++) {
        const result: { data: ListedEvent[]; nextCursor: string | null } = await fetchPage(options, new Date(since - OVERLAP_MS), cursor);
        fresh.push(...result.data.filter((event) => !seen.has(event.id)));
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      fresh.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : 1));
      for (const event of fresh) {
        if (options.signal?.aborted) break;
        // The first poll only learns what already happened: the overlap must not replay it.
        if (baselineTaken) log(await forward(options, event));
        const createdAt = Date.parse(event.createdAt);
        seen.set(event.id, createdAt);
        since = Math.max(since, createdAt);
      }
      for (const [id, createdAt] of seen) if (createdAt < since - 2 * OVERLAP_MS) seen.delete(id);
      baselineTaken = true;
    } catch (error) {
      if (options.signal?.aborted) break;
      if (error instanceof ApiRequestError && error.fatal) throw error;
      const retryAfterMs = error instanceof ApiRequestError ? error.retryAfterMs : null;
      log(`! ${error instanceof Error ? error.message : String(error)}${retryAfterMs ? `; waiting ${retryAfterMs / 1000} s` : ""}`);
      if (retryAfterMs) wait = retryAfterMs;
    }
    await sleep(wait, options.signal);
  }
}

const USAGE =
  "Usage: npx tsx scripts/listen.ts --api-key vk_live_… --forward-to http://localhost:4000/hook [--base-url http://localhost:3000] [--secret whsec_…] [--interval 3000]";

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        "api-key": { type: "string" },
        "forward-to": { type: "string" },
        "base-url": { type: "string", default: "http://localhost:3000" },
        secret: { type: "string" },
        interval: { type: "string", default: "3000" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  const apiKey = values["api-key"] ?? process.env.VAS_API_KEY;
  const forwardTo = values["forward-to"];
  const intervalMs = Number(values.interval);
  if (!apiKey || !forwardTo || !URL.canParse(forwardTo) || !URL.canParse(values["base-url"]) || !(intervalMs >= 500)) {
    console.error(USAGE);
    return 2;
  }
  const secret = values.secret ?? newSigningSecret();
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  console.log(`> Forwarding new events of ${values["base-url"]} to ${forwardTo}`);
  console.log(`> Signing secret: ${secret}`);
  console.log(`> Start your receiver with it, e.g. WEBHOOK_SECRET=${secret} npx tsx scripts/example-webhook-receiver.ts 4000`);
  try {
    await runListener({ apiKey, baseUrl: values["base-url"], forwardTo, secret, intervalMs, signal: controller.signal });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main();
