import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Benchmarks and the e2e suite build into their own folder so they never clobber each other.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The API answers its own JSON 404/405; no trailing-slash redirects on /api/v1.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Server-only packages that must not be bundled (native-ish or large, loaded at runtime).
  serverExternalPackages: ["@prisma/adapter-pg", "pg", "bcryptjs"],
};

export default nextConfig;
