import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { refuseMalformedApiPath } from "@/lib/http/refuse-malformed-api-path";
import { pageContentSecurityPolicy } from "@/lib/http/security-headers";

/**
 * Runs before routing. Under /api it answers a path that is not valid percent-encoding with
 * the JSON error body (no route handler would get the chance); everything else under /api
 * goes on to its route. Pages get a Content-Security-Policy with a fresh nonce, which Next.js
 * puts on its own scripts while rendering. (Methods no route can serve are answered earlier,
 * see lib/http/guard-unroutable-methods.ts.)
 */
export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) return refuseMalformedApiPath(request) ?? NextResponse.next();

  const nonce = randomBytes(16).toString("base64");
  const production = process.env.NODE_ENV === "production";
  const https = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  const policy = pageContentSecurityPolicy(nonce, { development: !production, https: production && https });

  // Next.js reads the nonce from the request's policy header while rendering.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Static assets carry no nonce and need none (next.config.ts gives them the common headers).
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
