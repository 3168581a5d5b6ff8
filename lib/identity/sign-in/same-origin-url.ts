/**
 * Where to send someone after signing in: `candidate` resolved against our origin, or
 * `fallback` when it would land on any other origin. Comparing parsed origins (never a
 * prefix check) is what catches `/\evil.example`, `//evil.example` and their tab and newline
 * variants, which browsers read as other hosts.
 */
export function sameOriginUrl(candidate: string | null | undefined, ourOrigin: string, fallback = "/overview"): URL {
  const origin = new URL(ourOrigin).origin;
  try {
    const url = new URL(candidate ?? fallback, origin);
    if (url.origin === origin) return url;
  } catch {
    // Not a URL at all: the fallback below.
  }
  return new URL(fallback, origin);
}
