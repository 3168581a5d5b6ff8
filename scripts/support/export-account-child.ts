// One export of one account, in a process of its own, so its peak RSS is the export's alone:
// the archive is streamed through the route's own Response (lib/accounts/export-account.ts) and
// dropped as it arrives, as a slow client would read it. Prints one JSON line on stdout.
import { accountExportResponse } from "@/lib/accounts/export-account";
import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { disconnectDb } from "@/lib/db";

const accountId = process.argv[2];
if (!accountId) throw new Error("usage: export-account-child.ts <accountId>");

const rssAtStart = process.memoryUsage().rss;
const started = performance.now();
const response = await accountExportResponse(accountId, SYSTEM_CONTEXT);
const reader = (response.body as ReadableStream<Uint8Array>).getReader();
let bytes = 0;
let lines = 0;
let peakRss = rssAtStart;
let peakHeap = process.memoryUsage().heapUsed;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) lines += 1;
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakHeap = Math.max(peakHeap, memory.heapUsed);
}
const seconds = (performance.now() - started) / 1000;
await disconnectDb();
// maxRSS (KiB) is the kernel's high-water mark of the whole process, start-up included.
const maxRssBytes = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ accountId, bytes, lines, seconds, rssAtStart, peakRss: Math.max(peakRss, maxRssBytes), peakHeap }));
