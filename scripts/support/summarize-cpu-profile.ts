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
  ["undici (fetch)", (url) => /undici/.test(url)],
  ["next-auth / jose", (url) => /next-auth|jose/.test(url)],
  ["zod", (url) => /zod/.test(url)],
  ["Next.js server", (url) => /node_modules\/next\//.test(url)],
  ["React", (url) => /react/.test(url)],
  ["Node http / net / streams", (url) => /^node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http|events|buffer|internal\/stream_base)/.test(url)],
  ["Node other", (url) => url.startsWith("node:")],
  ["app code (bundled chunks)", (url) => /\.next[^/]*\/server\//.test(url)],
  ["other", () => true],
];

/** `skipMs`: samples of the first milliseconds (start-up, warm-up) are left out. */
export function summarizeCpuProfile(file: string, { skipMs = 0, top = 20 }: { skipMs?: number; top?: number } = {}): string {
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
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const area = AREAS.find(([, matches]) => matches(url, functionName))![0];
    areas.set(area, (areas.get(area) ?? 0) + ms);
    if (area !== "idle") {
      busy += ms;
      const where = `[${area}] ${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^.*\.next[^/]*\//, ".next/")}:${lineNumber + 1}`;
      functions.set(where, (functions.get(where) ?? 0) + ms);
    }
  }
  const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1)} %`;
  const profiledMs = (profile.endTime - profile.startTime) / 1000 - skipMs;
  const lines = [`CPU busy ${busy.toFixed(0)} ms of ${profiledMs.toFixed(0)} ms (after the first ${skipMs.toFixed(0)} ms)`, "", "| area | self time | share of busy |", "|---|---|---|"];
  for (const [area, ms] of [...areas].filter(([area]) => area !== "idle").sort((a, b) => b[1] - a[1])) {
    lines.push(`| ${area} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
  }
  lines.push("", `Top ${top} functions by self time:`, "");
  for (const [where, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`- ${pct(ms)} ${where}`);
  return lines.join("\n");
}
