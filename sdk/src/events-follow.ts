// `client.events.follow()`: an async iterator over the Events API's long poll
// (GET /events/follow?after=…&wait=25). It keeps the position the service gave it and, after a
// disconnect (a restart, a network error, a 5xx or a 429), asks again from that position, so
// every event recorded after the start is yielded once, in commit order.
import { backoff, type Core, type RequestOptions, sleep } from "./core.js";
import { AbortedError, ApiError, ConnectionError } from "./errors.js";
import type { ApiEvent, EventFollowParams } from "./types.js";

export type FollowOptions = {
  /** Where to start: a cursor from an earlier `follower.cursor`, or "now" (the default). */
  after?: string;
  type?: EventFollowParams["type"];
  /** Events per answer, 1–100. Default 100. */
  limit?: number;
  /** Seconds each long poll may wait on the service, 0–25. Default 25. */
  wait?: number;
  signal?: AbortSignal;
  /** Called after each failed request with the error and the wait before the next one. */
  onDisconnect?: (error: Error, retryInMs: number) => void;
  /** Longest pause between reconnection attempts. Default 5,000 ms. */
  maxReconnectDelay?: number;
  /** Called once the service has answered the first time: events recorded after its `serverTime` follow. */
  onReady?: (start: { cursor: string; serverTime: Date | null }) => void;
};

export type FollowAnswer = { data: ApiEvent[]; nextCursor: string };

function isTransient(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  return error instanceof ApiError && (error.status === 408 || error.status === 429 || error.status >= 500 || error.status === 0);
}

export class EventFollower implements AsyncIterable<ApiEvent> {
  #cursor: string;
  readonly #core: Core;
  readonly #options: FollowOptions;

  constructor(core: Core, options: FollowOptions) {
    this.#core = core;
    this.#options = options;
    this.#cursor = options.after ?? "now";
  }

  /** The position after the last event yielded: pass it as `after` to resume in a new process. */
  get cursor(): string {
    return this.#cursor;
  }

  async #poll(wait: number, requestOptions: RequestOptions): Promise<{ data: FollowAnswer; date: string | null }> {
    const { data, response } = await this.#core.request<FollowAnswer>({
      method: "GET",
      path: "/events/follow",
      query: { after: this.#cursor, wait, limit: this.#options.limit ?? 100, type: this.#options.type },
      options: { ...requestOptions, timeout: wait * 1000 + 15_000 },
    });
    return { data, date: response.headers.get("date") };
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<ApiEvent, void, undefined> {
    const signal = this.#options.signal;
    const wait = this.#options.wait ?? 25;
    let failures = 0;
    let ready = false;
    while (!signal?.aborted) {
      let answer: FollowAnswer;
      try {
        // Pinning "now" first makes the start a position on the service, not a time here.
        const polled = await this.#poll(this.#cursor === "now" ? 0 : wait, { signal, maxRetries: 0 });
        answer = polled.data;
        failures = 0;
        if (!ready) {
          ready = true;
          this.#options.onReady?.({ cursor: answer.nextCursor, serverTime: polled.date ? new Date(polled.date) : null });
        }
      } catch (error) {
        if (error instanceof AbortedError || signal?.aborted) return;
        if (!isTransient(error)) throw error;
        const retryAfter = error instanceof ApiError ? Number(error.headers.get("retry-after")) : Number.NaN;
        const delay = retryAfter > 0 ? retryAfter * 1000 : Math.min(backoff(failures), this.#options.maxReconnectDelay ?? 5_000);
        failures += 1;
        this.#options.onDisconnect?.(error as Error, delay);
        try {
          await sleep(delay, signal);
        } catch {
          return;
        }
        continue;
      }
      for (const event of answer.data) yield event;
      this.#cursor = answer.nextCursor;
    }
  }
}
