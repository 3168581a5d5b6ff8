// Calls the /api/v1 route handlers in-process with real Request objects: the real pipeline,
// Postgres and Redis (through the Upstash emulator), without a Next server in between.
// Calls route handlers the way Next does, found from the operations' paths (the same objects
// the routes are built from), so tests reach every route through its real module.
import { randomInt } from "node:crypto";
import nodePath from "node:path";
import type { Tier } from "@/generated/prisma/enums";
import { createAccount } from "@/lib/accounts/create-account";
import { routeFileOf } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import type { RouteHandler } from "@/lib/api/serve-operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import type { Permission } from "@/lib/api-keys/permissions";
import { PERMISSIONS } from "@/lib/api-keys/permissions";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];

type RouteModule = Partial<Record<Method, RouteHandler>>;
type Route = { pattern: RegExp; names: string[]; file: string };

const root = nodePath.resolve(import.meta.dirname, "../..");

function toRoute(operationPath: string): Route {
  const names = [...operationPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(`^${operationPath.replace(/\{\w+\}/g, "([^/]+)").replace(/\./g, "\\.")}$`);
  return { pattern, names, file: routeFileOf(operationPath) };
}

// Next prefers static segments to dynamic ones: fewer parameters first.
const ROUTES = [...new Set([...API_OPERATIONS, ...DASHBOARD_OPERATIONS].map((operation) => operation.path))]
  .map(toRoute)
  .sort((a, b) => a.names.length - b.names.length);
const CATCH_ALL: Route = { pattern: /^\/api\/(.+)$/, names: ["path"], file: "app/api/[...path]/route.ts" };

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

export async function callApi<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, "http://api.test");
  const route = [...ROUTES, CATCH_ALL].find((candidate) => candidate.pattern.test(url.pathname));
  if (!route) throw new Error(`No route for ${url.pathname}`);
  const match = route.pattern.exec(url.pathname)!;
  const params = Object.fromEntries(
    route.names.map((name, index) =>
      name === "path" && route === CATCH_ALL ? [name, match[index + 1].split("/")] : [name, decodeURIComponent(match[index + 1])],
    ),
  );
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
  const response = await handler(request, { params: Promise.resolve(params) });
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
  status: "active",
} as const;
