// No server imports: the webhook card (a client component) shows it under "Send test event".
import type { ManualAttempt } from "@/lib/dashboard/queries/use-deliveries";

type Attempt = Pick<ManualAttempt, "ok" | "statusCode" | "latencyMs" | "error">;

/** "The host x could not be found. Check the spelling." → "the host x could not be found; check the spelling". */
function asClause(text: string): string {
  const joined = text
    .trim()
    .replace(/\.$/, "")
    .replace(/\.\s+([A-Z])/g, (_match, letter: string) => `; ${letter.toLowerCase()}`);
  return /^(The|This|Webhook|Plain) /.test(joined) ? joined[0].toLowerCase() + joined.slice(1) : joined;
}

/**
 * The outcome of a test event in one sentence: what happened and, when it failed, what to do.
 * A send refused before any connection (the address check) has no latency worth showing.
 */
export function describeTestAttempt({ ok, statusCode, latencyMs, error }: Attempt): string {
  if (statusCode !== null) {
    if (ok) return `Your endpoint answered ${statusCode} in ${latencyMs} ms ✓`;
    if (statusCode >= 300 && statusCode < 400)
      return `Your endpoint answered ${statusCode} in ${latencyMs} ms, a redirect, which is not followed: save the URL it redirects to instead.`;
    return `Your endpoint answered ${statusCode} in ${latencyMs} ms, so the test event failed: make it answer with a 2xx status within 30 seconds.`;
  }
  const reason = error ?? "unknown error";
  if (reason.startsWith("Blocked: ")) return `The test event was not sent: ${asClause(reason.slice("Blocked: ".length))}.`;
  if (reason.startsWith("Timed out"))
    return `Your endpoint did not answer within ${Math.round(latencyMs / 1000)} s, so the test event failed: acknowledge first, then process.`;
  return `The test event did not reach your endpoint (${asClause(reason)}): check that it is running and reachable from the internet over HTTPS.`;
}
