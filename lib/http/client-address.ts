type HeaderSource = Request | Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Request) return source.headers.get(name) ?? undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The client's address, for per-address rate limits: from a Request, a Headers object or the
 * plain header record next-auth hands to `authorize`.
 */
export function clientAddress(source: HeaderSource): string {
  // The first X-Forwarded-For entry is the client as the outermost proxy saw it; `next start`
  // and any reverse proxy set it. Deployments must not accept it from clients directly.
  const forwarded = header(source, "x-forwarded-for")?.split(",")[0].trim();
  return forwarded || header(source, "x-real-ip") || "unknown";
}
