// Reads a V8 .cpuprofile (node --cpu-prof) and says where the CPU time went: self time by
// area (Next.js, Prisma, pg, Upstash, undici, Node's own I/O, GC, ...) and the top functions.
import { readFileSync } from "node:fs";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** First rule that matches names the area; order matters (bundled chunks last). */
const AREAS: [string, (url: string, name: string) => boolean][] = [
  ["idle", (_url, name) => name === "(idle)"],
  ["garbage collection", (_url, name) => name === "(garbage collector)"],
  ["native / program", (_url, name) => name === "(program)" || name === "(root)"],
  ["Prisma (runtime, WASM query compiler)", (url) => /prisma|query_compiler|\.wasm/i.test(url)],
  ["pg (node-postgres)", (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/.test(url)],
  ["Upstash (ratelimit, redis client)", (url) => /@upstash/.test(url)],
  ["OpenTelemetry (@opentelemetry, @prisma/instrumentation)", (url) => /@opentelemetry|@vercel\/otel|@prisma\/instrumentation/.test(url)],
  ["undici (fetch)", (url) => /undici/.test(url)],
  ["next-auth / jose", (url) => /next-auth|jose/.test(url)],
  ["zod", (url) => /zod/.test(url)],
  ["Next.js server", (url) => /node_modules\/next\//.test(url)],
  ["React", (url) => /react/.test(url)],
  [
    "Node http / net / streams",
    (url) => /^node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http|events|buffer|internal\/stream_base)/.test(url),
  ],
  ["Node other", (url) => url.startsWith("node:")],
  ["app code (bundled chunks)", (url) => /\.next[^/]*\/server\//.test(url)],
  ["other", () => true],
];

type CpuTimes = { byArea: Map<string, number>; byFunction: Map<string, number>; busyMs: number; profiledMs: number };

/** Self time per area and per function; `skipMs`: samples of the first milliseconds (start-up, warm-up) are left out. */
function readCpuTimes(file: string, skipMs: number): CpuTimes {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  // Each sample's time is the delta to the next one.
  let elapsedMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    elapsedMs += profile.timeDeltas[i] / 1000;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (elapsedMs < skipMs) continue;
    selfMs.set(profile.samples[i], (selfMs.get(profile.samples[i]) ?? 0) + delta);
  }
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const area = AREAS.find(([, matches]) => matches(url, functionName))![0];
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    if (area !== "idle") {
      busyMs += ms;
      const where = `[${area}] ${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^.*\.next[^/]*\//, ".next/")}:${lineNumber + 1}`;
      byFunction.set(where, (byFunction.get(where) ?? 0) + ms);
    }
  }
  return { byArea, byFunction, busyMs, profiledMs: (profile.endTime - profile.startTime) / 1000 - skipMs };
}

/** `skipMs`: samples of the first milliseconds (start-up, warm-up) are left out. */
export function summarizeCpuProfile(file: string, { skipMs = 0, top = 20 }: { skipMs?: number; top?: number } = {}): string {
  const { byArea, byFunction, busyMs, profiledMs } = readCpuTimes(file, skipMs);
  const pct = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)} %`;
  const lines = [
    `CPU busy ${busyMs.toFixed(0)} ms of ${profiledMs.toFixed(0)} ms (after the first ${skipMs.toFixed(0)} ms)`,
    "",
    "| area | self time | share of busy |",
    "|---|---|---|",
  ];
  for (const [area, ms] of [...byArea].filter(([area]) => area !== "idle").sort((a, b) => b[1] - a[1])) {
    lines.push(`| ${area} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
  }
  lines.push("", `Top ${top} functions by self time:`, "");
  for (const [where, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`- ${pct(ms)} ${where}`);
  return lines.join("\n");
}

export type ProfiledRun = { label: string; file: string; skipMs: number; requests: number };

/**
 * CPU microseconds per request by area for a baseline and a measured run, and what the
 * measured one costs on top: where a route's extra time goes, independent of throughput.
 */
export function compareCpuPerRequest(baseline: ProfiledRun, measured: ProfiledRun): string {
  const perRequest = (run: ProfiledRun) => {
    const { byArea } = readCpuTimes(run.file, run.skipMs);
    byArea.delete("idle");
    return new Map([...byArea].map(([area, ms]) => [area, (ms * 1000) / run.requests]));
  };
  const a = perRequest(baseline);
  const b = perRequest(measured);
  const areas = [...new Set([...a.keys(), ...b.keys()])].sort(
    (x, y) => (b.get(y) ?? 0) - (a.get(y) ?? 0) - ((b.get(x) ?? 0) - (a.get(x) ?? 0)),
  );
  const sum = (m: Map<string, number>) => [...m.values()].reduce((total, us) => total + us, 0);
  const lines = [`| area | ${baseline.label} µs/request | ${measured.label} µs/request | extra |`, "|---|---|---|---|"];
  for (const area of areas) {
    const [x, y] = [a.get(area) ?? 0, b.get(area) ?? 0];
    lines.push(`| ${area} | ${x.toFixed(0)} | ${y.toFixed(0)} | ${(y - x).toFixed(0)} |`);
  }
  lines.push(`| **all** | ${sum(a).toFixed(0)} | ${sum(b).toFixed(0)} | ${(sum(b) - sum(a)).toFixed(0)} |`);
  return lines.join("\n");
}
