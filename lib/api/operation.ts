import type { z } from "zod";
import type { Permission } from "@/lib/access/permissions";
import type { ApiKeyAuth, SessionAuth } from "@/lib/access/principal";
import type { AuditContext } from "@/lib/audit/audit-context";
import type { Role } from "@/lib/access/roles";
import type { ApiErrorCode } from "@/lib/errors";

/** The methods a route can serve; any other answers 405 (HEAD follows GET). */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The methods a Next.js route file exports: the operations' own, plus HEAD and OPTIONS (derived by `serve`). */
export const ROUTE_METHODS = [...HTTP_METHODS, "HEAD", "OPTIONS"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * Who may call an operation: an API key holding a permission (the public API), a dashboard
 * session (the browser's API), or anyone (still rate limited by address).
 */
export type Access = { apiKey: Permission } | "session" | "public";

/**
 * One API operation, declared once. The route handler, the OpenAPI entry, the `Allow` header
 * and the test matrix are all derived from it, so they cannot drift apart.
 */
export type Operation = {
  /** Unique; the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** The full path with OpenAPI-style parameters, e.g. `/api/v1/assistants/{id}`. */
  path: `/api/${string}`;
  access: Access;
  /**
   * `own`: a public operation throttled by its own rules before any costly work (sign-up and
   * the sign-in's second step, lib/identity/throttle-auth.ts), so the public API's per-address
   * limit does not count it. Every other public or API-key operation is counted by it.
   */
  limit?: "own";
  /**
   * For a session operation: the least role of a member that may call it (lib/access/roles.ts).
   * Others get 403 `FORBIDDEN` naming the role needed, before their input is read.
   */
  role?: Role;
  summary: string;
  description?: string;
  /** The OpenAPI tag (section of the reference). */
  tag?: string;
  /** Path parameters. A value that does not match answers the same 404 as an unknown id. */
  params?: z.ZodObject;
  /** What a 404 calls the thing (`No such assistant`). */
  resource?: string;
  query?: z.ZodObject;
  /** When set, the request must carry a JSON body that this schema accepts. */
  body?: z.ZodType;
  response: {
    /** 202: accepted for work that happens afterwards (e.g. a redelivery). */
    status: 200 | 201 | 202 | 204;
    description: string;
    schema?: z.ZodType;
    /**
     * A download rather than JSON (the audit log's CSV): the handler returns the whole
     * Response, and there is no schema to parse it with.
     */
    mediaType?: "text/csv" | "application/x-ndjson";
    /** For 201: where the new resource lives; `{id}` is the created body's id. */
    location?: `/api/${string}`;
  };
  /** Failures the handler itself can answer; the pipeline's own are derived from the rest. */
  errors?: readonly ApiErrorCode[];
  /**
   * A dangerous change of a session operation: the member must have proved it is them in the
   * last 10 minutes (lib/access/confirmation-policy.ts), else 403 `CONFIRMATION_REQUIRED`.
   * `true` for every call, or a test of the valid body (which key grants: lib/access/confirmation-policy.ts).
   */
  confirm?: true | ((body: never) => boolean);
  /**
   * A session operation a member may call while their account requires two-factor sign-in and
   * they have not set it up (lib/access/two-factor-policy.ts): setting it up, and signing out.
   */
  duringTwoFactorSetUp?: true;
  /**
   * A session operation an owner may call while the account is closed (lib/access/account-closing-policy.ts):
   * the account's state, confirming it is them, reopening and exporting.
   */
  whileAccountClosed?: true;
};

/** A session operation must say which roles may call it; the others have no role. */
type RoleRule<O extends Operation> = O["access"] extends "session" ? { role: Role } : { role?: never };

/** Keeps the literal types of an operation, so handlers get its exact input and output types. */
export function defineOperation<const O extends Operation>(operation: O & RoleRule<O>): O {
  return operation;
}

type DashboardPath<P extends string> = P extends `/api/v1/${infer Rest}` ? `/api/dashboard/${Rest}` : never;
type DashboardId<I extends string> = `dashboard${Capitalize<I>}`;
type DashboardTwin<O extends Operation, R extends Role> = Omit<O, "id" | "path" | "access" | "tag" | "role"> & {
  id: DashboardId<O["id"]>;
  path: DashboardPath<O["path"]>;
  access: "session";
  role: R;
};

/**
 * The dashboard's twin of a public operation: the same input, answer and errors, for the
 * signed-in session (same-origin writes, `role` the least role that may call it) under
 * /api/dashboard, so a public operation the dashboard also offers is declared once.
 * `listAssistants` at `/api/v1/assistants` → `dashboardListAssistants` at `/api/dashboard/assistants`.
 */
export function onDashboard<const O extends Operation & { path: `/api/v1/${string}` }, const R extends Role>(
  operation: O,
  role: R,
): DashboardTwin<O, R> {
  // The public reference's section does not apply: the dashboard API is not in the document.
  const { tag: _tag, ...twin } = operation;
  const id = `dashboard${operation.id[0].toUpperCase()}${operation.id.slice(1)}`;
  // The compiler cannot follow the spread of a generic object; the fields are the type's.
  return { ...twin, id, path: operation.path.replace("/api/v1/", "/api/dashboard/"), access: "session", role } as unknown as DashboardTwin<
    O,
    R
  >;
}

/**
 * Whether an operation honours an `Idempotency-Key` header: every POST of the public API, so
 * a client can retry any create or action after a timeout without doing it twice.
 */
export function takesIdempotencyKey(operation: Operation): boolean {
  return operation.method === "POST" && typeof operation.access === "object";
}

/** Every failure an operation can answer: its own, plus those its access and input imply. */
export function errorCodesOf(operation: Operation): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(operation.errors);
  if (takesIdempotencyKey(operation)) {
    for (const code of ["IDEMPOTENCY_KEY_INVALID", "IDEMPOTENCY_KEY_IN_FLIGHT", "IDEMPOTENCY_KEY_REUSED"] as const) codes.add(code);
  }
  // The public API counts every caller (an operation with its own throttle answers the same 429); the dashboard counts a member's writes.
  if (operation.access !== "session" || operation.method !== "GET") codes.add("RATE_LIMITED");
  if (operation.access !== "public") codes.add("UNAUTHORIZED");
  if (typeof operation.access === "object") codes.add("FORBIDDEN");
  // A dashboard write from another origin is refused before anything else is read, and an
  // operation for more than viewers refuses the roles below.
  if (operation.access === "session" && (operation.method !== "GET" || operation.role !== "viewer")) codes.add("FORBIDDEN");
  // A closed account's owner may call only what reopening and exporting need.
  if (operation.access === "session" && !operation.whileAccountClosed) codes.add("FORBIDDEN");
  if (operation.confirm) codes.add("CONFIRMATION_REQUIRED");
  if (operation.params) codes.add("NOT_FOUND");
  if (operation.query) codes.add("VALIDATION_ERROR");
  if (operation.body) {
    for (const code of ["VALIDATION_ERROR", "INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"] as const) codes.add(code);
  }
  codes.add("INTERNAL_ERROR");
  return [...codes];
}

/** The file that serves a path: `/api/v1/assistants/{id}` → `app/api/v1/assistants/[id]/route.ts`. */
export function routeFileOf(path: string): string {
  return `app${path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;
}

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
