// Security headers, in one place for next.config.ts (static headers on every response,
// static assets included) and proxy.ts (the per-request page policy and its own answers).
// Relative imports only: next.config.ts loads this file outside the app's path aliases.

export type HeaderList = Array<{ key: string; value: string }>;

/** On every response: pages, API answers, static assets. */
export const COMMON_SECURITY_HEADERS: HeaderList = [
  // A JSON answer or an uploaded-looking asset is never run as script or styles.
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Other sites see our origin at most, never a path with ids in it.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // frame-ancestors 'none' in the CSP does this for current browsers; older ones read this.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

/** API answers are data, never a document: nothing may load, run or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Two years, subdomains included; sent only in production over https (a browser ignores it
 * over http anyway). `preload` is left to the owner of the domain: it is hard to undo.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The policy for pages, with a fresh nonce per request. Next.js reads the nonce from this
 * header while rendering and puts it on its own scripts; 'strict-dynamic' lets those load the
 * page's chunks. Styles may be inline: the API reference's renderer (Scalar) injects <style>
 * elements at run time that cannot carry the nonce, React's `style={…}` attributes cannot
 * either, and a client-side navigation keeps the first page's policy, so no per-page
 * exception would hold. Inline CSS cannot run script; scripts stay nonce-only.
 */
export function pageContentSecurityPolicy(nonce: string, { development = false, https = false } = {}): string {
  return [
    "default-src 'self'",
    // React's development build uses eval for its error overlays; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
