// `npm run bench:page-js`: the JavaScript each page loads before interaction, gzip-compressed,
// read from a production build (no server, no browser), so the figures do not depend on how
// loaded the machine is. Per route: the chunks Next.js lists as the route's first load in
// `<distDir>/diagnostics/route-bundle-stats.json` (the root's runtime, React, the layouts',
// the page's and its error and not-found boundaries'; not chunks a `dynamic()` import or
// `import()` fetches later), each gzipped at zlib's default level, as `next start` sends them.
// Reads the build in BENCH_DIST_DIR (default .next); build first (`npm run build`, or
// NEXT_DIST_DIR=… next build). Target (issue 44): at most 200 KiB per page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TARGET_KIB = 200;
const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR || ".next");

type RouteStats = { route: string; firstLoadChunkPaths: string[] };
type BuildManifest = { rootMainFiles: string[] };

const stats = JSON.parse(readFileSync(path.join(distDir, "diagnostics/route-bundle-stats.json"), "utf8")) as RouteStats[];
const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as BuildManifest;

// The stats name chunks relative to the project (`.next/static/chunks/…`), the manifest
// relative to the dist folder (`static/chunks/…`): both are keyed by the part from `static/`.
const chunkKey = (file: string) => file.slice(file.indexOf("static/"));
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  const key = chunkKey(file);
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, key))).length;
    gzipSizes.set(key, size);
  }
  return size;
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const rootBytes = rootMainFiles.reduce((sum, file) => sum + gzipSize(file), 0);
const rows = stats
  .map(({ route, firstLoadChunkPaths }) => ({
    route,
    chunks: firstLoadChunkPaths.length,
    bytes: firstLoadChunkPaths.reduce((sum, file) => sum + gzipSize(file), 0),
  }))
  .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route));

console.log(`JavaScript before interaction per page, gzip (build in ${path.relative(root, distDir)}/):\n`);
console.log("| page | JS KiB (gzip) | chunks |\n|---|---|---|");
for (const row of rows) console.log(`| ${row.route} | ${kib(row.bytes)} | ${row.chunks} |`);
console.log(`\nShared by every page (the root's main files): ${kib(rootBytes)} KiB.`);
const over = rows.filter((row) => row.bytes > TARGET_KIB * 1024);
console.log(
  over.length
    ? `Over ${TARGET_KIB} KiB: ${over.map((row) => `${row.route} (${kib(row.bytes)})`).join(", ")}`
    : `Every page is within ${TARGET_KIB} KiB.`,
);
