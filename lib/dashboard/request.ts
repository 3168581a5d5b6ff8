import type { z } from "zod";
import type { Role } from "@/lib/access/roles";
import type { Operation } from "@/lib/api/operation";
import type { Serialized } from "./serialize";

/** An error answer of the dashboard API, with the per-field messages of a VALIDATION_ERROR. */
export class DashboardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type SchemaOf<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** The operation behind what the browser holds of it (`OperationRef`), or the operation itself. */
type OperationOf<O extends Operation | OperationRef> = O extends OperationRef<infer Full> ? Full : O;

/** What `request` takes for an operation: exactly the parts it declares, typed by its schemas. */
export type RequestInput<R extends Operation | OperationRef, O extends Operation = OperationOf<R>> = ([SchemaOf<O, "params">] extends [
  never,
]
  ? unknown
  : { params: z.input<SchemaOf<O, "params">> }) &
  ([SchemaOf<O, "query">] extends [never] ? unknown : { query?: Partial<z.input<SchemaOf<O, "query">>> }) &
  ([SchemaOf<O, "body">] extends [never] ? unknown : { body: z.input<SchemaOf<O, "body">> });

/** The answer of an operation as the browser receives it: its response schema's output over JSON. */
// biome-ignore lint/suspicious/noConfusingVoidType: an operation without a response schema answers nothing (204)
export type ResponseOf<R extends Operation | OperationRef, O extends Operation = OperationOf<R>> = O["response"] extends {
  schema: infer S extends z.ZodType;
}
  ? Serialized<z.output<S>>
  : void;

/** Input that the operation takes none of: `request(operation)` alone. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every field of T is optional
type OptionalInput<O extends Operation> = {} extends RequestInput<O> ? [input?: RequestInput<O>] : [input: RequestInput<O>];

/**
 * What the browser holds of an operation (lib/dashboard/operations/client.gen.ts, written from
 * the operations): what `request` needs to send it and a control needs to be offered, without
 * its zod schemas, and `load`, which imports the operation itself with them. Client code that
 * imported the operations put all of zod and every schema of the group into the page's first
 * load (decision 0215).
 */
export type OperationRef<O extends Operation = Operation> = Pick<O, "id" | "method" | "path"> & { role?: Role; load: () => Promise<O> };

/** A group of operations as the browser holds them. */
export type ClientOperations<G extends Record<string, Operation>> = { [K in keyof G]: OperationRef<G[K]> };

// Loaded once per operation, with its first call: the JSON counterpart of its response schema
// (dates as ISO strings). A load that failed (a chunk the network lost) is tried again next time.
const responseSchemas = new Map<string, Promise<z.ZodType | undefined>>();

function responseSchemaOf(operation: OperationRef): Promise<z.ZodType | undefined> {
  let json = responseSchemas.get(operation.id);
  if (!json) {
    json = Promise.all([operation.load(), import("./serialize")]).then(([{ response }, { serializedSchema }]) =>
      response.schema ? serializedSchema(response.schema) : undefined,
    );
    json.catch(() => responseSchemas.delete(operation.id));
    responseSchemas.set(operation.id, json);
  }
  return json;
}

/** The operation's path with its parameters filled in: `/api/dashboard/assistants/{id}` → `…/asst_1`. */
export function pathOf(
  operation: Pick<Operation, "path">,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  // An absent or empty filter is no filter; the server reads `?status=` the same way.
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined || value === null || value === "" ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The browser's one way to call the dashboard API: the URL comes from the operation, the
 * body goes as JSON, a non-2xx becomes a DashboardApiError read from the documented error
 * body, and the answer is checked with the operation's own response schema rather than cast,
 * so a server change that breaks a page fails loudly here instead of rendering `undefined`.
 * The schema is loaded while the request is on its way, so the first call waits for no more
 * than the slower of the two.
 */
export async function request<const O extends Operation>(operation: OperationRef<O>, ...[input]: OptionalInput<O>): Promise<ResponseOf<O>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const send = () => sendJson(operation.method, pathOf(operation, params, query), body);
  const answer = send().catch(async (error: unknown) => {
    // A dangerous change the member has not confirmed lately: ask (the dashboard's dialog),
    // then send the same request once more; declined, the refusal stands.
    if (error instanceof DashboardApiError && error.code === "CONFIRMATION_REQUIRED" && (await confirmIdentity())) return send();
    throw error;
  });
  const [payload, schema] = await Promise.all([answer, responseSchemaOf(operation)]);
  return (schema ? schema.parse(payload) : undefined) as ResponseOf<O>;
}

/** Asks the member to confirm it is them; true once they have. The dashboard registers its dialog. */
export type IdentityConfirmer = () => Promise<boolean>;

let identityConfirmer: IdentityConfirmer | undefined;
let pendingConfirmation: Promise<boolean> | undefined;

/** Registers (or, with undefined, removes) what asks the member to confirm: one dialog for the whole dashboard. */
export function setIdentityConfirmer(confirmer: IdentityConfirmer | undefined): void {
  identityConfirmer = confirmer;
}

/** One question at a time: requests refused together wait for the same answer. */
function confirmIdentity(): Promise<boolean> {
  if (!identityConfirmer) return Promise.resolve(false);
  pendingConfirmation ??= identityConfirmer().finally(() => {
    pendingConfirmation = undefined;
  });
  return pendingConfirmation;
}

/**
 * JSON in and out, a DashboardApiError for any non-2xx. `request` is built on it; only a
 * route outside both APIs' operations (sign-up, beside next-auth) calls it directly.
 */
export async function sendJson(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
  if (!response.ok) throw await toDashboardApiError(response.status, payload);
  return payload;
}

async function toDashboardApiError(status: number, payload: unknown): Promise<DashboardApiError> {
  // The error body's schema (and zod with it) is loaded when an error arrives, not with the page.
  const { errorBodySchema } = await import("@/lib/errors");
  const error = errorBodySchema.safeParse(payload).data?.error;
  const fieldErrors: Record<string, string> = {};
  for (const detail of error?.details ?? []) fieldErrors[detail.path || "form"] ??= detail.message;
  return new DashboardApiError(
    status,
    error?.code ?? "INTERNAL_ERROR",
    error?.message ?? `Something went wrong on our side (HTTP ${status}). Try again in a moment.`,
    fieldErrors,
  );
}
