import type { z } from "zod";
import { authenticateApiKey, type ApiKeyAuth } from "./authenticate-api-key";
import { authenticateSession, type SessionAuth } from "./authenticate-session";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { ApiError } from "@/lib/errors";
import { handleRequest, type RequestPolicy, type RequestScope } from "./handle-request";
import type { Actor } from "@/lib/access/actor";
import { auditContextOf, type AuditContext } from "@/lib/audit/audit-context";
import { IDEMPOTENCY_KEY_HEADER, runIdempotent } from "@/lib/idempotency/run-idempotent";
import { canCallOperation } from "@/lib/access/operation-policy";
import { canMakeDangerousChange } from "@/lib/access/confirmation-policy";
import { canActBeforeTwoFactorSetUp } from "@/lib/access/two-factor-policy";
import { ROUTE_METHODS, takesIdempotencyKey, type Access, type HttpMethod, type Operation, type RouteMethod } from "./operation";
import { parseInput } from "@/lib/schemas/parse-input";
import { readJsonBody } from "./read-json-body";
import { limitDashboardWrite } from "./limit-dashboard-write";
import { json } from "./responses";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Field<O, K extends string> = O extends { [P in K]: infer S } ? Parsed<S> : undefined;
type AuthFor<A extends Access> = A extends "public" ? undefined : A extends "session" ? SessionAuth : ApiKeyAuth;
type AuditFor<A extends Access> = A extends "public" ? undefined : AuditContext;

/** What a handler receives: only validated values, typed from its operation. */
export type OperationInput<O extends Operation> = {
  request: Request;
  requestId: string;
  auth: AuthFor<O["access"]>;
  /** Who is calling, from where: what `recordAudit` writes beside a change. */
  audit: AuditFor<O["access"]>;
  params: Field<O, "params">;
  query: Field<O, "query">;
  body: Field<O, "body">;
};

/** What a handler returns: the response body (nothing for a 204); the status is the operation's. */
export type OperationOutput<O extends Operation> = O["response"]["status"] extends 204
  ? // biome-ignore lint/suspicious/noConfusingVoidType: a handler of a 204 returns nothing, and `void` is what a function without a return gives
    void
  : O["response"] extends { schema: infer S }
    ? z.input<S & z.ZodType>
    : unknown;

export type Implementation<O extends Operation = Operation> = {
  operation: O;
  handler: (input: OperationInput<O>) => Promise<OperationOutput<O>>;
};

/** Binds a handler to its operation; the route file passes the result to `serve`. */
export function implement<const O extends Operation>(
  operation: O,
  handler: (input: OperationInput<O>) => Promise<OperationOutput<O>>,
): Implementation<O> {
  return { operation, handler };
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
/** A route export; `operation` lets tests and tools find what it serves. */
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & { operation?: Operation };

const policyOf = (access: Access, route?: string): RequestPolicy => ({ rateLimited: access !== "session", route });

async function authenticate(operation: Operation, request: Request, scope: RequestScope) {
  const { access } = operation;
  if (access === "public") return undefined;
  // The rate limiter identified the caller from the key it presented.
  if (access !== "session") return authenticateApiKey(scope.caller!, access.apiKey);
  const session = await authenticateSession(request);
  // The operation's least role, before any input is read: the same rule the pages offer controls by.
  assertAllowed(canCallOperation(session.role, operation));
  assertAllowed(canActBeforeTwoFactorSetUp(session, operation));
  return session;
}

/** An operation's path parameters: a malformed id is as unknown as a missing one, the same 404 whatever the shape. */
export function parseParams(operation: Operation, raw: unknown): unknown {
  const result = operation.params?.safeParse(raw);
  if (!result?.success) throw new ApiError("NOT_FOUND", `No such ${operation.resource ?? "resource"}`);
  return result.data;
}

function needsConfirmation(operation: Operation, body: unknown): boolean {
  const { confirm } = operation;
  return confirm === true || (typeof confirm === "function" && (confirm as (body: unknown) => boolean)(body));
}

function queryOf(request: Request): Record<string, string> {
  // An empty value (`?status=`) means the filter is not set, as a form's "All" option sends it.
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
}

function respond(operation: Operation, body: unknown): Response {
  // A download (`response.mediaType`, the audit log's CSV) is the handler's own Response.
  if (operation.response.mediaType && body instanceof Response) return body;
  const { status, location } = operation.response;
  if (status === 204) return new Response(null, { status });
  const headers: Record<string, string> = {};
  if (location) headers.Location = location.replace("{id}", (body as { id: string }).id);
  return json(body, { status, headers });
}

function run(implementation: Implementation, request: Request, context: RouteContext): Promise<Response> {
  const { operation, handler } = implementation;
  return handleRequest(request, { ...policyOf(operation.access, operation.path), operationId: operation.id }, async (scope) => {
    const auth = await authenticate(operation, request, scope);
    scope.accountId ??= auth?.accountId;
    const audit = auth ? auditContextOf(actorOf(auth), request, scope.requestId) : undefined;
    const params = operation.params ? parseParams(operation, await context.params) : undefined;
    const query = operation.query ? parseInput(operation.query, queryOf(request), "query.") : undefined;
    const json = operation.body ? await readJsonBody(request, (text) => (scope.requestBody = text)) : undefined;
    const body = operation.body ? parseInput(operation.body, json) : undefined;
    // A dangerous change asks the member to prove it is them again (sudo mode), before it
    // counts against their write limit: the retry after confirming is the same write.
    if (needsConfirmation(operation, body)) assertAllowed(canMakeDangerousChange((auth as SessionAuth).confirmedAt));
    // A member's writes are limited once they are known to be valid (reads are not: a page's
    // queries must never be refused). The public API counted its caller before anything else.
    if (operation.access === "session" && operation.method !== "GET") {
      const session = auth as SessionAuth;
      scope.rateLimit = await limitDashboardWrite(session.accountId, session.userId, operation.id);
    }
    const input = { request, requestId: scope.requestId, auth, audit, params, query, body } as OperationInput<Operation>;
    const execute = async () => respond(operation, await handler(input));

    // After validation, so a refused request does not use up its key (as Stripe does).
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (key === null || !takesIdempotencyKey(operation)) return execute();
    const url = new URL(request.url);
    return runIdempotent(
      {
        accountId: (auth as ApiKeyAuth).accountId,
        key,
        method: operation.method,
        path: `${url.pathname}${url.search}`,
        body: JSON.stringify(json ?? null),
      },
      execute,
    );
  });
}

function refuse(request: Request, policy: RequestPolicy, error: (request: Request) => ApiError): Promise<Response> {
  return handleRequest(request, policy, async () => {
    throw error(request);
  });
}

/**
 * The exports of one route file: each implemented operation under its method, and for every
 * other method the JSON 405 with `Allow` listing exactly what the path serves. HEAD follows GET.
 */
export function serve(...implementations: Implementation[]): Record<RouteMethod, RouteHandler> {
  const paths = new Set(implementations.map(({ operation }) => operation.path));
  if (paths.size !== 1) throw new Error(`serve() takes the operations of one path, got ${[...paths].join(", ")}`);
  const byMethod = new Map<string, Implementation>(implementations.map((i) => [i.operation.method, i]));
  if (byMethod.size !== implementations.length) throw new Error(`Two operations share a method on ${[...paths][0]}`);

  const allow = implementations.map(({ operation }) => operation.method).join(", ");
  const policy = policyOf(implementations[0].operation.access, implementations[0].operation.path);
  const notAllowed = (request: Request) =>
    new ApiError("METHOD_NOT_ALLOWED", `${request.method} is not supported here; use ${allow}`, undefined, { Allow: allow });

  const handlerFor = (method: RouteMethod): RouteHandler => {
    const implementation = byMethod.get(method === "HEAD" ? "GET" : method);
    if (!implementation) return (request) => refuse(request, policy, notAllowed);
    return Object.assign((request: Request, context: RouteContext) => run(implementation, request, context), {
      operation: implementation.operation,
    });
  };
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handlerFor(method)])) as Record<RouteMethod, RouteHandler>;
}

/** Every method of a path no route serves: the JSON 404, rate limited like any anonymous call. */
export function serveNotFound(): Record<RouteMethod, RouteHandler> {
  const handler: RouteHandler = (request) =>
    refuse(request, { rateLimited: true }, () => new ApiError("NOT_FOUND", `No route ${request.method} ${new URL(request.url).pathname}`));
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handler])) as Record<RouteMethod, RouteHandler>;
}

export type { HttpMethod };

/** The actor behind an authenticated request. */
export function actorOf(auth: SessionAuth | ApiKeyAuth): Actor {
  if ("keyId" in auth) return { type: "api_key", id: auth.keyId, label: `${auth.keyName} (${auth.keyPrefix}…)` };
  return { type: "user", id: auth.userId, label: auth.email };
}
