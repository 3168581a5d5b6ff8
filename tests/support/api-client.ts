// Calls the /api/v1 route handlers in-process with real Request objects: the real pipeline,
// Postgres and Redis (through the Upstash emulator), without a Next server in between.
// Calls route handlers the way Next does, found from the operations' paths (the same objects
// the routes are built from), so tests reach every route through its real module.
import { randomInt } from "node:crypto";
import nodePath from "node:path";
import type { Tier } from "@/generated/prisma/enums";
import { createAccount } from "@/lib/accounts/create-account";
import { routeFileOf, ROUTE_METHODS, type RouteMethod } from "@/lib/api/operation";
import { routeMatcher } from "@/lib/api/match-route";
import { API_OPERATIONS } from "@/lib/api/operations";
import type { RouteHandler } from "@/lib/api/serve-operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import type { Permission } from "@/lib/access/permissions";
import { PERMISSIONS } from "@/lib/access/permissions";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { pathOf, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";
import { serializedSchema } from "@/lib/dashboard/serialize";
import type { Operation } from "@/lib/api/operation";
import { errorBodySchema, type ErrorBody } from "@/lib/errors";

export const METHODS = ROUTE_METHODS;
export type Method = RouteMethod;

type RouteModule = Partial<Record<Method, RouteHandler>>;

const root = nodePath.resolve(import.meta.dirname, "../..");

const matchRoute = routeMatcher([...API_OPERATIONS, ...DASHBOARD_OPERATIONS].map((operation) => operation.path));

/** The route file and params Next would call for a path; anything else under /api reaches the catch-all. */
function routeOf(pathname: string): { file: string; params: Record<string, string | string[]> } {
  const route = matchRoute(pathname);
  if (route) {
    const params = Object.fromEntries(Object.entries(route.params).map(([name, value]) => [name, decodeURIComponent(value)]));
    return { file: routeFileOf(route.path), params };
  }
  if (!pathname.startsWith("/api/")) throw new Error(`No route for ${pathname}`);
  return { file: "app/api/[...path]/route.ts", params: { path: pathname.slice("/api/".length).split("/") } };
}

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export type CallOptions = {
  key?: string;
  /** A JSON value to send; `rawBody` sends bytes as they are. */
  json?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** The client address the limiter sees for callers without a valid key. */
  ip?: string;
  /** A dashboard session (tests/support/session-cookie.ts). */
  cookie?: string;
};

/** A fresh address per test, so anonymous callers in different tests do not share a limit. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The answer of an operation called through its route: `data` is the body checked with the
 * operation's response schema (as JSON carries it) on a 2xx, `error` the documented error body
 * otherwise. A body that does not match its schema fails the test where it was called.
 */
export type OperationResponse<O extends Operation> = {
  status: number;
  headers: Headers;
  text: string;
  data: ResponseOf<O> | undefined;
  error: ErrorBody["error"] | undefined;
};

/** How a test calls an operation: its params, query and body as the operation types them, and who calls. */
export type OperationCall<O extends Operation> = Partial<RequestInput<O>> & Omit<CallOptions, "json" | "rawBody">;

/**
 * Calls a route: `callApi(operation, { params, query, body, key })` builds the path and method
 * from the operation and checks the answer against its schemas (prefer it); `callApi(method,
 * path, options)` sends exactly what it is given, for what no client generated from the
 * document would send (odd methods, malformed paths and bodies).
 */
export function callApi<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
export function callApi<const O extends Operation>(operation: O, input?: OperationCall<O>): Promise<OperationResponse<O>>;
export function callApi(
  target: Operation | Method,
  pathOrInput?: string | OperationCall<Operation>,
  options?: CallOptions,
): Promise<unknown> {
  return typeof target === "string"
    ? send(target, pathOrInput as string, options)
    : callOperationRoute(target, (pathOrInput ?? {}) as OperationCall<Operation>);
}

async function callOperationRoute(operation: Operation, input: OperationCall<Operation>): Promise<OperationResponse<Operation>> {
  const { params, query, body, ...options } = input as OperationCall<Operation> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const response = await send(operation.method, pathOf(operation, params, query), { ...options, json: body });
  const ok = response.status >= 200 && response.status < 300;
  const schema = operation.response.schema;
  return {
    status: response.status,
    headers: response.headers,
    text: response.text,
    data: ok && schema ? (serializedSchema(schema).parse(response.body) as ResponseOf<Operation>) : undefined,
    error: ok ? undefined : errorBodySchema.parse(response.body).error,
  };
}

async function send<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, "http://api.test");
  const route = routeOf(url.pathname);
  const module = (await import(nodePath.join(root, route.file))) as RouteModule;
  const handler = module[method];
  if (!handler) throw new Error(`${route.file} does not export ${method}: Next would answer it without our pipeline`);

  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", options.ip ?? randomIp());
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body: body as BodyInit | undefined });
  const response = await handler(request, { params: Promise.resolve(route.params) });
  const text = await response.text();
  // A download (the audit log's CSV, the account's NDJSON) is read as `text`; every other answer is JSON.
  const contentType = response.headers.get("content-type") ?? "";
  const isJson = !contentType.startsWith("text/csv") && !contentType.startsWith("application/x-ndjson");
  return { status: response.status, headers: response.headers, body: (text && isJson ? JSON.parse(text) : undefined) as T, text };
}

export type TestAccount = { accountId: string; key: string; keyId: string };

let counter = 0;

/** A new account with one key. Each test gets its own, so the per-account limits never collide. */
export async function createTestAccount(
  options: { tier?: Tier; permissions?: readonly Permission[]; name?: string } = {},
): Promise<TestAccount> {
  const account = await createAccount({ name: options.name ?? `API test ${++counter}`, tier: options.tier ?? "PROFESSIONAL" });
  const { apiKey, secret } = await createApiKey(account.id, { name: "test", permissions: [...(options.permissions ?? PERMISSIONS)] });
  return { accountId: account.id, key: secret, keyId: apiKey.id };
}

export const validAssistant = {
  name: "Front desk",
  businessWebsite: "https://example.com",
  language: "en-US",
  voiceTier: "professional",
  voiceId: "elevenlabs-rachel",
  status: "active",
} as const;
