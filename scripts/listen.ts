// A local listener, like `stripe listen`: follows the account's events through the Events API
// and forwards each new one to a URL on your machine, signed exactly as webhooks are, with a
// secret printed at start. Plain http:// is fine here: the target is your own machine.
//
//   VAS_API_KEY=vk_live_… npx tsx scripts/listen.ts --forward-to http://localhost:4000/hook \
//     [--base-url http://localhost:$PORT] [--secret whsec_…] [--interval 3000]
//
// The key needs the events:read permission. It is read from VAS_API_KEY (or --api-key): npm
// prints a script's arguments before running it, so `npm run listen -- --api-key …` would put
// the key in the terminal's scrollback. The base URL defaults to the port `npm run dev` serves
// on (PORT, else 3000), so a dev server moved to another port is found without a flag. It long-polls `GET /api/v1/events/follow?after=…&wait=25`:
// the server answers as soon as an event is recorded, so an event arrives within a moment and
// an idle listener makes about 2.4 requests a minute (each counts toward the rate limits; a
// 429 is waited out as its Retry-After says). It first asks where the stream is now
// (`after=now`) and prints its start lines only then: every event recorded after them is
// forwarded, once, in the order the server read them.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { newSigningSecret } from "@/lib/webhooks/new-signing-secret";
import { signedWebhookHeaders } from "@/lib/webhooks/webhook-headers";

/** An event as the Events API lists it (the fields the listener needs). */
type ListedEvent = { id: string; type: string; data: unknown; timestamp: string; createdAt: string };
type FollowAnswer = { data: ListedEvent[]; nextCursor: string; serverTime: Date | null };

export type ListenerOptions = {
  apiKey: string;
  /** The service, e.g. http://localhost:3000. */
  baseUrl: string;
  forwardTo: string;
  secret: string;
  /** Pause after a failed request (the server unreachable), in ms. */
  intervalMs?: number;
  /** Seconds each long poll may wait on the server (the API's maximum is 25). */
  waitSeconds?: number;
  /** One line per event and per problem. */
  log?: (line: string) => void;
  /** Called once the start position is known, with the server's time then: events recorded from now on are forwarded. */
  onReady?: (serverTime: Date) => void;
  signal?: AbortSignal;
};

const FORWARD_TIMEOUT_MS = 30_000;
/** Beyond the server's wait: a long poll that takes longer than this is a lost connection. */
const POLL_MARGIN_MS = 10_000;

class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
    readonly fatal = false,
  ) {
    super(message);
  }
}

/** One request of the follow mode: the events after `after`, waiting up to `waitSeconds` for one. */
async function follow(options: ListenerOptions, after: string, waitSeconds: number): Promise<FollowAnswer> {
  const url = new URL("/api/v1/events/follow", options.baseUrl);
  url.searchParams.set("after", after);
  url.searchParams.set("wait", String(waitSeconds));
  url.searchParams.set("limit", "100");
  const timeout = AbortSignal.timeout(waitSeconds * 1000 + POLL_MARGIN_MS);
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${options.apiKey}` },
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const body = (await response.json().catch(() => null)) as
    | { data: ListedEvent[]; nextCursor: string; error?: undefined }
    | { error: { code: string; message: string } }
    | null;
  if (response.ok && body && !body.error && typeof body.nextCursor === "string") {
    const date = response.headers.get("date");
    return { data: body.data, nextCursor: body.nextCursor, serverTime: date ? new Date(date) : null };
  }
  const message = body?.error ? `${body.error.code}: ${body.error.message}` : `HTTP ${response.status}`;
  const retryAfter = Number(response.headers.get("retry-after"));
  // A key that is wrong or lacks events:read will not start working by itself.
  const fatal = response.status === 401 || response.status === 403;
  throw new ApiRequestError(`GET /api/v1/events/follow answered ${message}`, retryAfter > 0 ? retryAfter * 1000 : null, fatal);
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
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Follows the Events API from the moment the server answers the first request and forwards
 * every event recorded from then on, oldest first, each once, until `signal` aborts. Throws
 * only for a key that cannot list events (401/403).
 */
export async function runListener(options: ListenerOptions): Promise<void> {
  const log = options.log ?? console.log;
  const intervalMs = options.intervalMs ?? 3_000;
  const waitSeconds = options.waitSeconds ?? 25;
  // The server's position, not a time on this machine: nothing recorded after it is missed,
  // including events committed while a request is in flight.
  let position: string | null = null;

  while (!options.signal?.aborted) {
    try {
      if (position === null) {
        const start = await follow(options, "now", 0);
        position = start.nextCursor;
        options.onReady?.(start.serverTime ?? new Date());
        continue;
      }
      const answer = await follow(options, position, waitSeconds);
      for (const event of answer.data) {
        if (options.signal?.aborted) return;
        log(await forward(options, event));
      }
      position = answer.nextCursor;
    } catch (error) {
      if (options.signal?.aborted) break;
      if (error instanceof ApiRequestError && error.fatal) throw error;
      const retryAfterMs = error instanceof ApiRequestError ? error.retryAfterMs : null;
      const wait = retryAfterMs ?? intervalMs;
      log(`! ${error instanceof Error ? error.message : String(error)}; trying again in ${wait / 1000} s`);
      await sleep(wait, options.signal);
    }
  }
}

/** The service `npm run dev` starts: its port is PORT (scripts/dev.ts), else 3000. */
export function defaultBaseUrl(env: Readonly<Record<string, string | undefined>>): string {
  const port = env.PORT?.trim();
  return `http://localhost:${port || "3000"}`;
}

/**
 * The start line that says how to run a receiver for `forwardTo` with the printed secret: the
 * example receiver (plain HTTP, any path) on the port the listener forwards to.
 */
export function receiverHint(forwardTo: string, secret: string): string {
  const target = new URL(forwardTo);
  if (target.protocol !== "http:") return `> Start your receiver at ${forwardTo} with it (WEBHOOK_SECRET=${secret})`;
  const port = target.port || "80";
  return `> Start your receiver at ${forwardTo} with it, e.g. WEBHOOK_SECRET=${secret} npx tsx scripts/example-webhook-receiver.ts ${port}`;
}

const USAGE = [
  "Usage: VAS_API_KEY=vk_live_… npm run listen -- --forward-to http://localhost:4000/hook [--base-url http://localhost:3000] [--secret whsec_…] [--interval 3000 (pause after an error, ms)]",
  "  VAS_API_KEY: an API key with events:read (--api-key works too, but npm prints it back).",
  "  --base-url: the service, by default http://localhost:$PORT (3000 when PORT is unset).",
].join("\n");

const LISTEN_OPTIONS = {
  "api-key": { type: "string" },
  "forward-to": { type: "string" },
  "base-url": { type: "string" },
  secret: { type: "string" },
  interval: { type: "string", default: "3000" },
} as const;

async function main(): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ options: typeof LISTEN_OPTIONS; strict: true }>>["values"];
  try {
    ({ values } = parseArgs({ options: LISTEN_OPTIONS, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  const apiKey = values["api-key"] ?? process.env.VAS_API_KEY;
  const forwardTo = values["forward-to"];
  const baseUrl = values["base-url"] ?? defaultBaseUrl(process.env);
  const intervalMs = Number(values.interval);
  if (!apiKey) {
    console.error(`No API key: set VAS_API_KEY to a key with events:read (dashboard → API keys).\n${USAGE}`);
    return 2;
  }
  if (!forwardTo || !URL.canParse(forwardTo) || !URL.canParse(baseUrl) || !(intervalMs >= 500)) {
    console.error(USAGE);
    return 2;
  }
  const secret = values.secret ?? newSigningSecret();
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  // Printed once the server has answered: every event recorded after these lines is forwarded.
  const onReady = (serverTime: Date) => {
    console.log(`> Forwarding events of ${baseUrl} recorded from ${serverTime.toISOString()} (server time) to ${forwardTo}`);
    console.log(`> Signing secret: ${secret}`);
    console.log(receiverHint(forwardTo, secret));
  };
  try {
    await runListener({ apiKey, baseUrl, forwardTo, secret, intervalMs, onReady, signal: controller.signal });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main();
