import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // Benchmarks and the e2e suite build into their own folder so they never clobber each other.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The API answers its own JSON 404/405; no trailing-slash redirects on /api/v1.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
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
