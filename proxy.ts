import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
// Imported under another name: Next.js reads this file's own `config` export (the matcher).
import { config as appConfig } from "@/lib/config/config";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { pageContentSecurityPolicy } from "@/lib/http/security-headers";

/**
 * Runs before a page renders: it gets a Content-Security-Policy with a fresh nonce, which
 * Next.js puts on its own scripts while rendering. /api is not matched (a proxy run costs
 * each API request about a third of a bare route's CPU); its static headers come from
 * next.config.ts, and methods or paths no route can serve are answered before Next.js sees
 * them (lib/runtime/install-node-hooks.ts).
 */
export function proxy(request: NextRequest): Response {
  const nonce = randomBytes(16).toString("base64");
  const production = appConfig().NODE_ENV === "production";
  const https = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  const policy = pageContentSecurityPolicy(nonce, { development: !production, https: production && https });

  // Next.js reads the nonce from the request's policy header while rendering.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  requestHeaders.set(PAGE_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Static assets carry no nonce and need none (next.config.ts gives them the common headers);
  // /api answers JSON, under the strict API policy next.config.ts sets.
  matcher: ["/((?!api(?:/|$)|_next/static|_next/image|favicon.ico).*)"],
};
