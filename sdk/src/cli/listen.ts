// `vas listen --forward-to <url>`, like `stripe listen`: follows the account's events through
// the Events API and forwards each new one to a URL on your machine, signed exactly as the
// service signs webhooks, with a secret printed at start. Plain http:// is fine: the target is
// your own machine. Every event recorded after the start lines is forwarded once, in order.
import { VoiceAssistantClient } from "../client.js";
import { ApiError } from "../errors.js";
import type { ApiEvent } from "../types.js";
import { signedWebhookHeaders } from "../webhooks.js";

/** The User-Agent of the service's own webhook requests, so a receiver sees the same request. */
const WEBHOOK_USER_AGENT = "VoiceAssistantService-Webhooks/1.0";
const FORWARD_TIMEOUT_MS = 30_000;

export type ListenerOptions = {
  apiKey: string;
  /** The service, e.g. http://localhost:3000. */
  baseUrl: string;
  forwardTo: string;
  secret: string;
  /** Longest pause after a failed request (the service unreachable), in ms. Default 3,000. */
  intervalMs?: number;
  /** Seconds each long poll may wait on the service (the API's maximum is 25). */
  waitSeconds?: number;
  /** One line per event and per problem. */
  log?: (line: string) => void;
  /** Called once the start position is known, with the service's time then: events recorded from then on are forwarded. */
  onReady?: (serverTime: Date) => void;
  signal?: AbortSignal;
  /** A fetch for the forwarded requests and the API (tests). */
  fetch?: typeof fetch;
};

/** Forwards one event, signed, and describes the local answer in one line. */
async function forward(options: ListenerOptions, event: ApiEvent): Promise<string> {
  const body = JSON.stringify({ id: event.id, type: event.type, data: event.data, timestamp: new Date(event.timestamp).toISOString() });
  const headers = { ...(await signedWebhookHeaders(options.secret, event.id, body)), "User-Agent": WEBHOOK_USER_AGENT };
  const started = performance.now();
  const prefix = `${new Date().toISOString()}  ${event.type.padEnd(16)} ${event.id}  →`;
  try {
    const response = await (options.fetch ?? fetch)(options.forwardTo, {
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

/**
 * Follows the Events API from the moment the service answers the first request and forwards
 * every event recorded from then on, oldest first, each once, until `signal` aborts. Throws
 * for an answer that waiting will not change (401, 403, 400).
 */
export async function runListener(options: ListenerOptions): Promise<void> {
  const log = options.log ?? console.log;
  const client = new VoiceAssistantClient({ apiKey: options.apiKey, baseUrl: options.baseUrl, fetch: options.fetch, maxRetries: 0 });
  const follower = client.events.follow({
    wait: options.waitSeconds ?? 25,
    signal: options.signal,
    maxReconnectDelay: options.intervalMs ?? 3_000,
    onReady: ({ serverTime }) => options.onReady?.(serverTime ?? new Date()),
    onDisconnect: (error, retryInMs) => {
      const message =
        error instanceof ApiError
          ? `GET /api/v1/events/follow answered ${error.code ?? `HTTP ${error.status}`}: ${error.message}`
          : error.message;
      log(`! ${message}; trying again in ${retryInMs / 1000} s`);
    },
  });
  try {
    for await (const event of follower) {
      if (options.signal?.aborted) return;
      log(await forward(options, event));
    }
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(`GET /api/v1/events/follow answered ${error.code ?? `HTTP ${error.status}`}: ${error.message}`);
    throw error;
  }
}

/** The service `npm run dev` starts: its port is PORT, else 3000. */
export function defaultBaseUrl(env: Readonly<Record<string, string | undefined>>): string {
  const port = env.PORT?.trim();
  return `http://localhost:${port || "3000"}`;
}

/** The start line that says how to run a receiver for `forwardTo` with the printed secret. */
export function receiverHint(forwardTo: string, secret: string): string {
  return `> Start your receiver at ${forwardTo} with it (WEBHOOK_SECRET=${secret}); verify with client.webhooks.verify(rawBody, headers, secret)`;
}
