import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
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
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Server-only packages that must not be bundled (native-ish or large, loaded at runtime).
  serverExternalPackages: ["@prisma/adapter-pg", "pg", "bcryptjs"],
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
};

export default nextConfig;
