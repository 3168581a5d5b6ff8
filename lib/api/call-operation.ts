import type { z } from "zod";
import type { SessionAuth } from "@/lib/access/principal";
import type { Implementation, Operation } from "./operation";
import { answerInProcess } from "./pipeline/run-pipeline";

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a page passes for a read: its path parameters and query, typed by the operation's schemas. */
export type CallInput<O extends Operation> = {
  params?: InputOf<O["params"]>;
  query?: InputOf<O["query"]>;
};

/** The answer of an operation in-process: its response schema's output (dates as Dates). */
export type ResultOf<O extends Operation> = O["response"] extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;

/**
 * Runs a dashboard read in-process, for a page's first render (tRPC's `createCaller`), through
 * the one pipeline with its HTTP stages off: the route's role check and two-factor set-up gate,
 * input schemas and handler, and the answer through the operation's response schema, as the
 * browser's `request(operation)` checks it. So a page cannot show what its route would refuse,
 * nor a field its schema does not carry. Without HTTP there is no rate limit and no
 * idempotency: a page render is the member's own request, already counted.
 */
export async function callOperation<O extends Operation & { method: "GET"; access: "session" }>(
  implementation: Implementation<O>,
  session: SessionAuth,
  input: CallInput<O> = {},
): Promise<ResultOf<O>> {
  return (await answerInProcess(implementation as unknown as Implementation, session, input as Record<string, never>)) as ResultOf<O>;
}
