// Calls the /api/v1 route handlers in-process with real Request objects: the real pipeline,
// Postgres and Redis (through the Upstash emulator), without a Next server in between.
import { randomInt } from "node:crypto";
import * as v1Root from "@/app/api/v1/route";
import * as catchAll from "@/app/api/v1/[...path]/route";
import * as assistant from "@/app/api/v1/assistants/[id]/route";
import * as assistants from "@/app/api/v1/assistants/route";
import * as call from "@/app/api/v1/calls/[id]/route";
import * as calls from "@/app/api/v1/calls/route";
import * as usage from "@/app/api/v1/usage/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import type { Tier } from "@/generated/prisma/enums";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import type { Permission } from "@/lib/api-keys/permissions";
import { PERMISSIONS } from "@/lib/api-keys/permissions";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<Method, RouteHandler>>;

// In Next's own order of precedence: static segments, then dynamic, then the catch-all.
const ROUTES: { pattern: RegExp; module: RouteModule; params: (match: RegExpExecArray) => Record<string, string | string[]> }[] = [
  { pattern: /^\/api\/v1\/?$/, module: v1Root as unknown as RouteModule, params: () => ({}) },
  { pattern: /^\/api\/v1\/openapi\.json$/, module: openapi as unknown as RouteModule, params: () => ({}) },
  { pattern: /^\/api\/v1\/assistants$/, module: assistants as unknown as RouteModule, params: () => ({}) },
  { pattern: /^\/api\/v1\/assistants\/([^/]+)$/, module: assistant as unknown as RouteModule, params: (m) => ({ id: decodeURIComponent(m[1]) }) },
  { pattern: /^\/api\/v1\/calls$/, module: calls as unknown as RouteModule, params: () => ({}) },
  { pattern: /^\/api\/v1\/calls\/([^/]+)$/, module: call as unknown as RouteModule, params: (m) => ({ id: decodeURIComponent(m[1]) }) },
  { pattern: /^\/api\/v1\/usage$/, module: usage as unknown as RouteModule, params: () => ({}) },
  { pattern: /^\/api\/v1\/(.+)$/, module: catchAll as unknown as RouteModule, params: (m) => ({ path: m[1].split("/") }) },
];

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export type CallOptions = {
  key?: string;
  /** A JSON value to send; `rawBody` sends bytes as they are. */
  json?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** The client address the limiter sees for callers without a valid key. */
  ip?: string;
};

/** A fresh address per test, so anonymous callers in different tests do not share a limit. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function callApi<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, "http://api.test");
  const route = ROUTES.map((candidate) => ({ candidate, match: candidate.pattern.exec(url.pathname) })).find((r) => r.match);
  if (!route?.match) throw new Error(`No route for ${url.pathname}`);
  const handler = route.candidate.module[method];
  if (!handler) throw new Error(`${url.pathname} does not export ${method}: Next would answer it without our pipeline`);

  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", options.ip ?? randomIp());
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body: body as BodyInit | undefined });
  const response = await handler(request, { params: Promise.resolve(route.candidate.params(route.match)) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T, text };
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
} as const;
