import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { addCompileHints } from "./scripts/support/add-compile-hints";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";

/**
 * Server-only libraries that `next dev` loads from node_modules instead of compiling them for
 * each server layer (instrumentation, pages, route handlers) at a route's first request: with
 * them, the first signed-in page of a fresh clone's `npm run dev` waited seconds more
 * (decision 0218). Builds still bundle them, as measured by the benchmarks. None of them is
 * a React library: an external copy of one would load its own React beside Next's.
 */
const COMPILED_ONCE_IN_DEV = [
  "zod",
  "@asteasolutions/zod-to-openapi",
  "inngest",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/language-en",
  "@upstash/redis",
  "@upstash/ratelimit",
  "nodemailer",
  "@simplewebauthn/server",
  "ipaddr.js",
  "pino",
  "otpauth",
  "qrcode",
  "@opentelemetry/api",
  "@opentelemetry/api-logs",
  "@opentelemetry/context-async-hooks",
  "@opentelemetry/core",
  "@opentelemetry/exporter-metrics-otlp-http",
  "@opentelemetry/exporter-trace-otlp-http",
  "@opentelemetry/exporter-trace-otlp-proto",
  "@opentelemetry/instrumentation",
  "@opentelemetry/resources",
  "@opentelemetry/sdk-logs",
  "@opentelemetry/sdk-metrics",
  "@opentelemetry/sdk-trace-base",
  "@prisma/instrumentation",
];

const nextConfig = (phase: string): NextConfig => ({
  // Benchmarks and the e2e suite build into their own folder so they never clobber each other.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The API answers its own JSON 404/405; no trailing-slash redirects on /api/v1.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project first (tsc) and says so; its one build then skips
  // Next's second check of the same files (about 30 s on two cores).
  typescript: { ignoreBuildErrors: process.env.VAS_TYPECHECKED === "1" },
  // A CI build is thrown away with its machine: writing Turbopack's build cache for it only
  // costs time (about 14 s). Local builds keep it, for the next one.
  // The stylesheet (8 KiB compressed) goes in each page's <head>, not behind a render-blocking
  // <link>: the first paint no longer waits for it (decision 0234).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI, inlineCss: true },
  // Every client chunk starts with Chromium's hint to compile its functions while it streams
  // in, not one by one on the main thread as the page starts (decision 0230).
  compiler: { runAfterProductionCompile: addCompileHints },
  // Server-only packages that must not be bundled (native-ish or large, loaded at runtime).
  serverExternalPackages: ["@prisma/adapter-pg", "pg", "bcryptjs", ...(phase === PHASE_DEVELOPMENT_SERVER ? COMPILED_ONCE_IN_DEV : [])],
  // Static security headers on every answer; pages get their nonce-based policy in proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      ...(process.env.NODE_ENV === "production"
        ? [
            {
              // Only when a TLS-terminating proxy (or Vercel) says the request came over https.
              source: "/:path*",
              has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
              headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
            },
          ]
        : []),
    ];
  },
});

export default nextConfig;
