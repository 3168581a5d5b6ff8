// The one way a request is made: URL and headers, a timeout per attempt, the caller's
// AbortSignal, retries with exponential backoff and jitter (or the server's Retry-After), and
// one Idempotency-Key per POST kept across its retries. Built on fetch alone, so it runs on
// Node 20+, in browsers and on edge runtimes.
import { AbortedError, type ApiError, ConnectionError, errorFromResponse, TimeoutError } from "./errors.js";
import { VERSION } from "./version.js";

export type ClientOptions = {
  /** An API key (`vk_live_…`). Defaults to the VAS_API_KEY environment variable where there is one. */
  apiKey?: string;
  /** The service, e.g. https://voice.example.com (the SDK adds /api/v1). Defaults to VAS_BASE_URL. */
  baseUrl?: string;
  /** Retries after a 408, 409 IDEMPOTENCY_KEY_IN_FLIGHT, 429, 5xx, timeout or network error. Default 2. */
  maxRetries?: number;
  /** Milliseconds each attempt may take. Default 60,000. */
  timeout?: number;
  /** The longest Retry-After the SDK waits out; a longer one is thrown as RateLimitedError at once. Default 60,000 ms. */
  maxRetryDelay?: number;
  /** A fetch to use instead of the global one (a proxy agent, a test's recorder). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
};

export type RequestOptions = {
  signal?: AbortSignal;
  /** Milliseconds this request's attempts may take each. */
  timeout?: number;
  maxRetries?: number;
  /** For a POST: the key to send instead of a generated one (the same key on your own retries returns the first result). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
};

/** What every answer carries besides its body. */
export type ResponseInfo = {
  status: number;
  /** `X-Request-Id`: quote it to support, or find the request in the API logs. */
  requestId: string | null;
  headers: Headers;
  rateLimit: { limit: number | null; remaining: number | null; reset: Date | null };
  /** The Idempotency-Key sent (POSTs), and whether the answer replayed an earlier result. */
  idempotencyKey: string | null;
  idempotentReplayed: boolean;
  /** How many retries it took (0: the first attempt answered). */
  retries: number;
};

export type WithResponse<T> = T & { readonly lastResponse: ResponseInfo };

type RequestInit_ = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  options?: RequestOptions;
};

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const INITIAL_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;

function environmentVariable(name: string): string | undefined {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return process?.env?.[name];
}

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Waits `ms`, or rejects with AbortedError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError("The request was aborted"));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError("The request was aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export class Core {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly maxRetryDelay: number;
  readonly #fetch: typeof fetch;
  readonly #defaultHeaders: Record<string, string>;

  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? environmentVariable("VAS_API_KEY");
    if (!apiKey) throw new VoiceAssistantConfigError("No API key: pass { apiKey } or set VAS_API_KEY.");
    const baseUrl = options.baseUrl ?? environmentVariable("VAS_BASE_URL");
    if (!baseUrl) throw new VoiceAssistantConfigError("No base URL: pass { baseUrl } or set VAS_BASE_URL.");
    this.apiKey = apiKey;
    this.baseUrl = baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
    this.maxRetries = options.maxRetries ?? 2;
    this.timeout = options.timeout ?? 60_000;
    this.maxRetryDelay = options.maxRetryDelay ?? 60_000;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#defaultHeaders = options.defaultHeaders ?? {};
  }

  url(path: string, query?: RequestInit_["query"]): string {
    const url = new URL(`${this.baseUrl}/api/v1${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  /** Sends one operation, retrying as the options say; resolves with the parsed body and the answer's facts. */
  async request<T>({ method, path, query, body, options = {} }: RequestInit_): Promise<{ data: T; response: ResponseInfo }> {
    const url = this.url(path, query);
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeout = options.timeout ?? this.timeout;
    // Chosen once, before the first attempt: every retry of this POST carries the same key, so
    // the service runs it once however many attempts reach it.
    const idempotencyKey = method === "POST" ? (options.idempotencyKey ?? crypto.randomUUID()) : null;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "User-Agent": `voice-assistant-sdk/${VERSION}`,
      ...this.#defaultHeaders,
      ...options.headers,
      Authorization: `Bearer ${this.apiKey}`,
    };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers["Content-Type"] = "application/json";

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let text: string;
      try {
        ({ response, text } = await this.#attempt(url, { method, headers, body: payload }, timeout, options.signal));
      } catch (error) {
        if (!(error instanceof ConnectionError) || attempt >= maxRetries) throw error;
        await sleep(backoff(attempt), options.signal);
        continue;
      }
      const parsed = parseBody(text, response.headers);
      if (response.ok) {
        return { data: parsed as T, response: responseInfo(response, idempotencyKey, attempt) };
      }
      const error = errorFromResponse(response.status, response.headers, parsed);
      const delay = attempt < maxRetries && isRetryable(error) ? this.#retryDelay(attempt, response) : null;
      if (delay === null) throw error;
      await sleep(delay, options.signal);
    }
  }

  /** One attempt: resolves with the answer and its whole body, or throws Timeout/Connection/AbortedError. */
  async #attempt(
    url: string,
    init: RequestInit,
    timeout: number,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; text: string }> {
    if (signal?.aborted) throw new AbortedError("The request was aborted");
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await this.#fetch(url, { ...init, signal: controller.signal });
      // The body is read under the same timeout: a stalled body is a timeout too.
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (signal?.aborted) throw new AbortedError("The request was aborted", { cause: error });
      if (timedOut) throw new TimeoutError(`No answer from ${init.method} ${url} within ${timeout} ms`, { cause: error });
      throw new ConnectionError(`${init.method} ${url} failed: ${describe(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  /** The wait before the next attempt, or null when the answer says not to wait that long. */
  #retryDelay(attempt: number, response: Response): number | null {
    const retryAfter = response.headers.get("retry-after");
    let serverMs: number | null = null;
    if (retryAfter !== null) {
      const seconds = Number(retryAfter);
      serverMs = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
    } else if (response.status === 429) {
      const reset = numberHeader(response.headers, "x-ratelimit-reset");
      if (reset !== null) serverMs = reset * 1000 - Date.now();
    }
    if (serverMs === null || Number.isNaN(serverMs)) return backoff(attempt);
    if (serverMs > this.maxRetryDelay) return null;
    // Never earlier than the server asked; a little later, spread, so clients told the same
    // second do not all come back at once.
    return Math.max(0, serverMs) + Math.random() * 250;
  }
}

export class VoiceAssistantConfigError extends Error {
  override name = "VoiceAssistantConfigError";
}

function isRetryable(error: ApiError): boolean {
  return RETRYABLE_STATUS.has(error.status) || error.status > 504 || error.code === "IDEMPOTENCY_KEY_IN_FLIGHT";
}

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s … up to 8 s, each 0–25 % shorter at random. */
export function backoff(attempt: number): number {
  const base = Math.min(INITIAL_DELAY_MS * 2 ** attempt, MAX_BACKOFF_MS);
  return base * (1 - Math.random() * 0.25);
}

function parseBody(text: string, headers: Headers): unknown {
  if (text === "") return undefined;
  if (!(headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function responseInfo(response: Response, idempotencyKey: string | null, retries: number): ResponseInfo {
  const reset = numberHeader(response.headers, "x-ratelimit-reset");
  return {
    status: response.status,
    requestId: response.headers.get("x-request-id"),
    headers: response.headers,
    rateLimit: {
      limit: numberHeader(response.headers, "x-ratelimit-limit"),
      remaining: numberHeader(response.headers, "x-ratelimit-remaining"),
      reset: reset === null ? null : new Date(reset * 1000),
    },
    idempotencyKey,
    idempotentReplayed: response.headers.get("idempotent-replayed") === "true",
    retries,
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}

/** Adds the answer's facts to a returned object without making them part of its JSON. */
export function withResponse<T extends object>(data: T, response: ResponseInfo): WithResponse<T> {
  Object.defineProperty(data, "lastResponse", { value: response, enumerable: false });
  return data as WithResponse<T>;
}
