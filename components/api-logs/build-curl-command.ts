import type { RequestLogRow } from "@/lib/dashboard/queries/use-api-logs";

/** The environment variable the copied command reads the key from: the key itself is never logged. */
export const API_KEY_PLACEHOLDER = "$VAS_API_KEY";

/** A POSIX shell single-quoted word: safe for any text, quotes included. */
function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The logged request as a curl command to run again: the same method, URL, Idempotency-Key and
 * (for a failed one) body, as logged (secrets appear as "[REDACTED]": put them back by hand),
 * with the key read from $VAS_API_KEY, double-quoted so the shell expands it.
 */
export function buildCurlCommand(
  entry: Pick<RequestLogRow, "method" | "path" | "query" | "idempotencyKey" | "requestBody">,
  origin: string,
): string {
  const url = `${origin}${entry.path}${entry.query ? `?${entry.query}` : ""}`;
  const parts = [`curl -X ${entry.method} ${quote(url)}`, `-H "Authorization: Bearer ${API_KEY_PLACEHOLDER}"`];
  if (entry.idempotencyKey) parts.push(`-H ${quote(`Idempotency-Key: ${entry.idempotencyKey}`)}`);
  if (entry.requestBody !== null) parts.push(`-H 'Content-Type: application/json'`, `-d ${quote(entry.requestBody)}`);
  return parts.join(" \\\n  ");
}
