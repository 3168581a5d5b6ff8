import type { z } from "zod";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { canCallOperation } from "@/lib/access/operation-policy";
import { newId } from "@/lib/ids";
import { parseInput } from "@/lib/schemas/parse-input";
import type { SessionAuth } from "./authenticate-session";
import type { Operation } from "./operation";
import { actorOf, parseParams, type Implementation, type OperationInput } from "./serve-operations";
import { auditContextOf } from "@/lib/audit/audit-context";

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a page passes for a read: its path parameters and query, typed by the operation's schemas. */
export type CallInput<O extends Operation> = {
  params?: InputOf<O["params"]>;
  query?: InputOf<O["query"]>;
};

/** The answer of an operation in-process: its response schema's output (dates as Dates). */
export type ResultOf<O extends Operation> = O["response"] extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;

/**
 * Runs a dashboard read in-process, for a page's first render (tRPC's `createCaller`): the
 * route's role check, input schemas and handler, and the answer through the operation's
 * response schema, as the browser's `request(operation)` checks it. So a page cannot show what
 * its route would refuse, nor a field its schema does not carry. Without HTTP there is no rate
 * limit and no idempotency: a page render is the member's own request, already counted.
 */
export async function callOperation<O extends Operation & { method: "GET"; access: "session" }>(
  implementation: Implementation<O>,
  session: SessionAuth,
  input: CallInput<O> = {},
): Promise<ResultOf<O>> {
  const { operation, handler } = implementation;
  assertAllowed(canCallOperation(session.role, operation));
  const params = operation.params ? parseParams(operation, input.params ?? {}) : undefined;
  const query = operation.query ? parseInput(operation.query, input.query ?? {}, "query.") : undefined;
  // The URL the browser would have called, for a handler that reads it; no headers, no body.
  const request = new Request(new URL(operation.path, "http://in-process.invalid"));
  const requestId = newId("req");
  const audit = auditContextOf(actorOf(session), null, requestId);
  const answer = await handler({ request, requestId, auth: session, audit, params, query, body: undefined } as OperationInput<O>);
  const schema = operation.response.schema;
  return (schema ? schema.parse(answer) : undefined) as ResultOf<O>;
}
