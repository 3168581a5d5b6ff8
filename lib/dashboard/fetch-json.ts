import { errorBodySchema } from "@/lib/api/errors";

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

/** Anything that checks an answer's shape: a zod schema, or a schema's `parse`. */
export type ResponseParser<T> = { parse: (payload: unknown) => T };

type Init = { method?: string; body?: unknown };

/**
 * fetch for React Query: JSON in and out, a DashboardApiError for any non-2xx, and the
 * answer checked by `parser` rather than cast, so a server change that breaks a page's
 * assumptions fails loudly at the boundary instead of rendering `undefined`.
 */
export async function fetchJson<T>(url: string, parser: ResponseParser<T>, init: Init = {}): Promise<T> {
  const payload = await request(url, init);
  return parser.parse(payload);
}

/** A request whose success has no body worth reading (204, or an answer the page ignores). */
export async function sendJson(url: string, init: Init): Promise<void> {
  await request(url, init);
}

async function request(url: string, init: Init): Promise<unknown> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(payload).data?.error;
    const fieldErrors: Record<string, string> = {};
    for (const detail of error?.details ?? []) fieldErrors[detail.path || "form"] ??= detail.message;
    throw new DashboardApiError(
      response.status,
      error?.code ?? "INTERNAL_ERROR",
      error?.message ?? `Something went wrong on our side (HTTP ${response.status}). Try again in a moment.`,
      fieldErrors,
    );
  }
  return payload;
}
