import type { z } from "zod";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { canActWhileAccountClosed } from "@/lib/access/account-closing-policy";
import { canMakeDangerousChange } from "@/lib/access/confirmation-policy";
import { canCallOperation } from "@/lib/access/operation-policy";
import { actorOf, type ApiKeyAuth, type SessionAuth } from "@/lib/access/principal";
import { canActBeforeTwoFactorSetUp } from "@/lib/access/two-factor-policy";
import { auditContextOf } from "@/lib/audit/audit-context";
import { ApiError, type ErrorBody } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { IDEMPOTENCY_KEY_HEADER, runIdempotent } from "@/lib/idempotency/run-idempotent";
import { recordRequest } from "@/lib/observability/record-request";
import { identifyRequest, type RequestContext, requestContext, runInRequestContext } from "@/lib/observability/request-context";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import { rateLimitedError, rateLimitHeaders } from "@/lib/rate-limit/rate-limited-error";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { recordApiRequest } from "@/lib/api-logs/record-api-request";
import { parseInput } from "@/lib/schemas/parse-input";
import type { Implementation, Operation, OperationInput } from "../operation";
import { errorBodyOf, errorResponse, json } from "../responses";
import { authenticateApiKey } from "./authenticate-api-key";
import { authenticateSession } from "./authenticate-session";
import { identifyCaller } from "./identify-caller";
import { limitDashboardWrite } from "./limit-dashboard-write";
import { readJsonBody } from "./read-json-body";
import { toApiError } from "./to-api-error";

/**
 * The one request pipeline. Every operation runs its stages, in the order the customer asked
 * for, over the request's one context (lib/observability/request-context.ts):
 *
 *   parse → identify → limit → authorize → validate → run → record
 *
 * From HTTP (`answerHttp`, what `serve` binds to a route file's methods) every stage runs; a
 * refusal with no operation (405, an unknown path) runs parse, identify, limit and record. In
 * process (`answerInProcess`, a page's first render through callOperation) the HTTP stages are
 * off (no rate limit, same-origin check, body, idempotency, log line) and the others run as the
 * route runs them: the role, the two-factor set-up gate, the input and response schemas.
 */

/**
 * What a route serves: its operation (none for a refusal), its path template (the operation's,
 * or the refused path's), and whether the public API's limits count it.
 */
export type Route = { operation?: Operation; template?: string; rateLimited: boolean };

/** Validated input, as the handler receives it. */
type Input = { params: unknown; query: unknown; body: unknown; json: unknown };

/** Only the public API's requests are the customer's API logs (the dashboard's are the member's own clicks). */
const LOGGED_PATH_PREFIX = "/api/v1/";

/**
 * The public API counts every caller before anything else; the dashboard counts only a member's
 * writes, once they are valid; an operation with its own throttle (`limit: "own"`) counts itself.
 */
export function isRateLimited(operation: Operation): boolean {
  return operation.access !== "session" && operation.limit !== "own";
}

// parse: the request's context, opened by the Node hook under `next start` (install-node-hooks.ts),
// or here when called any other way (tests, scripts); the URL parsed once.
function parseRequest<T>(request: Request, route: Route, work: (context: RequestContext) => Promise<T>): Promise<T> {
  const context = requestContext();
  if (context) {
    context.url = new URL(request.url);
    context.route = route.template;
    context.operationId = route.operation?.id;
    return work(context);
  }
  // One moment for the id and the log entry's time: the id alone then finds its entry's partition.
  const receivedAt = new Date();
  const url = new URL(request.url);
  const opened: RequestContext = {
    requestId: newId("req", receivedAt),
    receivedAt,
    path: url.pathname,
    url,
    route: route.template,
    operationId: route.operation?.id,
  };
  return runInRequestContext(opened, () => work(opened));
}

// identify and limit: the public API counts its caller before anything else is read.
async function limitCaller(context: RequestContext, request: Request): Promise<void> {
  const caller = await identifyCaller(request);
  context.caller = caller;
  if (caller.key.kind === "usable") {
    const { accountId, id } = caller.key.record;
    context.accountId = accountId;
    identifyRequest(accountId, `api_key:${id}`);
  }
  const decision = await getRateLimiter().check(limitsFor(caller.rateLimitTier, context.accountId), caller.rateLimitId);
  context.rateLimit = decision;
  if (!decision.success) throw rateLimitedError(decision);
}

// authorize: the key's verdict or the session, the operation's least role, the two-factor set-up gate, a closed account's gate.
async function authorize(
  context: RequestContext,
  operation: Operation,
  request: Request | null,
): Promise<SessionAuth | ApiKeyAuth | undefined> {
  const { access } = operation;
  if (access === "public") return undefined;
  if (access !== "session") {
    const key = authenticateApiKey(context.caller?.key ?? { kind: "none" }, access.apiKey);
    context.auth = key;
    return key;
  }
  const session = request ? await authenticateSession(request) : (context.auth as SessionAuth);
  context.auth = session;
  context.accountId = session.accountId;
  // The operation's least role, before any input is read: the same rule the pages offer controls by.
  assertAllowed(canCallOperation(session.role, operation));
  assertAllowed(canActBeforeTwoFactorSetUp(session, operation));
  assertAllowed(canActWhileAccountClosed(session, operation));
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

/** An empty value (`?status=`) means the filter is not set, as a form's "All" option sends it. */
function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
}

// validate: path parameters (404), query (400), body (415, 413, 400), then a dangerous change's confirmation.
async function validate(
  context: RequestContext,
  operation: Operation,
  source: { request: Request; params: unknown } | { query: Record<string, unknown>; params: unknown },
): Promise<Input> {
  const params = operation.params ? parseParams(operation, source.params ?? {}) : undefined;
  const rawQuery = "request" in source ? queryOf(context.url as URL) : source.query;
  const query = operation.query ? parseInput(operation.query, rawQuery, "query.") : undefined;
  const json =
    operation.body && "request" in source ? await readJsonBody(source.request, (text) => (context.requestBody = text)) : undefined;
  const body = operation.body ? parseInput(operation.body as z.ZodType, json) : undefined;
  // A dangerous change asks the member to prove it is them again (sudo mode), before it counts
  // against their write limit: the retry after confirming is the same write.
  if (needsConfirmation(operation, body)) assertAllowed(canMakeDangerousChange((context.auth as SessionAuth).confirmedAt));
  return { params, query, body, json };
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

/** The handler's argument; `fromClient` false in process, where no client sent headers (no address, no user agent). */
function handlerInput(
  context: RequestContext,
  request: Request,
  input: Input,
  auth: SessionAuth | ApiKeyAuth | undefined,
  fromClient = true,
) {
  const audit = auth ? auditContextOf(actorOf(auth), fromClient ? request.headers : null, context.requestId) : undefined;
  return { request, requestId: context.requestId, auth, audit, params: input.params, query: input.query, body: input.body };
}

// run: a member's write counted once valid, then the handler, under the Idempotency-Key when one is sent.
async function run(context: RequestContext, implementation: Implementation, request: Request, input: Input): Promise<Response> {
  const { operation, handler } = implementation;
  const auth = context.auth;
  // A member's writes are limited once they are known to be valid (reads are not: a page's
  // queries must never be refused). The public API counted its caller before anything else.
  if (operation.access === "session" && operation.method !== "GET") {
    const session = auth as SessionAuth;
    context.rateLimit = await limitDashboardWrite(session.accountId, session.userId, operation.id);
  }
  const execute = async () => respond(operation, await handler(handlerInput(context, request, input, auth) as OperationInput<Operation>));
  // After validation, so a refused request does not use up its key (as Stripe does).
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || !(operation.method === "POST" && typeof operation.access === "object")) return execute();
  const url = context.url as URL;
  return runIdempotent(
    {
      accountId: (auth as ApiKeyAuth).accountId,
      key,
      method: operation.method,
      path: `${url.pathname}${url.search}`,
      body: JSON.stringify(input.json ?? null),
    },
    execute,
  );
}

// record: the headers every answer carries, the one log line, and for /api/v1 with a usable key one API log entry.
function record(
  context: RequestContext,
  route: Route,
  request: Request,
  response: Response,
  errorBody: ErrorBody | undefined,
  startedAt: number,
): void {
  // The public API's caller window on every answer; a member's write window unless another
  // limit on the way refused the request (an invitation's mail limit) with its own window's.
  if (context.rateLimit && (route.rateLimited || !response.headers.has("X-RateLimit-Limit"))) {
    for (const [name, value] of Object.entries(rateLimitHeaders(context.rateLimit))) response.headers.set(name, value);
  }
  // Session answers are per user: never kept by a shared cache.
  if (!route.rateLimited) response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Request-Id", context.requestId);
  const durationMs = Math.round((performance.now() - startedAt) * 10) / 10;
  const url = context.url as URL;
  const key = context.caller?.key;
  if (key?.kind === "usable" && route.rateLimited && url.pathname.startsWith(LOGGED_PATH_PREFIX)) {
    recordApiRequest({
      request,
      url,
      response,
      requestId: context.requestId,
      receivedAt: context.receivedAt,
      durationMs,
      accountId: key.record.accountId,
      apiKey: { id: key.record.id, name: key.record.name, prefix: key.record.prefix },
      route: route.template ?? null,
      errorBody,
      requestBody: context.requestBody,
    });
  }
  recordRequest({
    requestId: context.requestId,
    operation: route.operation?.id,
    method: request.method,
    ...(route.operation ? {} : { path: url.pathname }),
    accountId: context.accountId,
    status: response.status,
    durationMs,
  });
}

/**
 * An HTTP request through every stage: `implementation` runs it; without one (`refusal`), the
 * request is counted and refused with what `refusal` throws.
 */
export function answerHttp(
  request: Request,
  route: Route,
  implementation: Implementation | undefined,
  routeParams: () => Promise<unknown>,
  refusal?: (request: Request) => ApiError,
): Promise<Response> {
  return parseRequest(request, route, async (context) => {
    const startedAt = performance.now();
    let errorBody: ErrorBody | undefined;
    let response: Response;
    try {
      if (route.rateLimited) await limitCaller(context, request);
      if (!implementation) throw (refusal as (request: Request) => ApiError)(request);
      const { operation } = implementation;
      await authorize(context, operation, request);
      const input = await validate(context, operation, { request, params: operation.params ? await routeParams() : undefined });
      response = await run(context, implementation, request, input);
    } catch (error) {
      const apiError = toApiError(error, { method: request.method, path: context.path, requestId: context.requestId });
      errorBody = errorBodyOf(apiError, context.requestId);
      response = errorResponse(apiError, context.requestId, errorBody);
    }
    record(context, route, request, response, errorBody, startedAt);
    return response;
  });
}

/** What a page passes for a read: its path parameters and query. */
export type InProcessInput = { params?: unknown; query?: Record<string, unknown> };

/**
 * A dashboard read in-process, as the signed-in member (a page's first render): authorize,
 * validate and run as its route does, the HTTP stages off; the answer through the operation's
 * response schema, as the browser's `request(operation)` checks it. Its context is its own
 * (several reads of one page run at once), with the page request's id.
 */
export async function answerInProcess(implementation: Implementation, session: SessionAuth, given: InProcessInput): Promise<unknown> {
  const { operation, handler } = implementation;
  const url = new URL(operation.path, "http://in-process.invalid");
  const context: RequestContext = {
    requestId: requestContext()?.requestId ?? newId("req"),
    receivedAt: new Date(),
    path: url.pathname,
    url,
    route: operation.path,
    operationId: operation.id,
    auth: session,
  };
  return runInRequestContext(context, async () => {
    await authorize(context, operation, null);
    const input = await validate(context, operation, { query: given.query ?? {}, params: given.params });
    // The URL the browser would have called, for a handler that reads it; no headers, no body.
    const request = new Request(url);
    const answer = await handler(handlerInput(context, request, input, session, false) as OperationInput<Operation>);
    const schema = operation.response.schema;
    return schema ? schema.parse(answer) : undefined;
  });
}
