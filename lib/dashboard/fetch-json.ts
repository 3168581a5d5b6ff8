import type { ErrorBody } from "@/lib/api/errors";

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

/** fetch for React Query: JSON in and out, and a DashboardApiError for any non-2xx. */
export async function fetchJson<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ErrorBody | null)?.error;
    const fieldErrors: Record<string, string> = {};
    for (const detail of error?.details ?? []) fieldErrors[detail.path || "form"] ??= detail.message;
    throw new DashboardApiError(response.status, error?.code ?? "INTERNAL_ERROR", error?.message ?? `Request failed (${response.status})`, fieldErrors);
  }
  return payload as T;
}

/** A server-side view as it arrives over JSON: dates become ISO strings. */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
