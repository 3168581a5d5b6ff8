// The floors `npm run bench:api` measures the API against, in their own process (as `next
// start` is), with no framework:
//   --mode constant: a plain node:http server answering constant JSON (the floor for (a));
//   --mode io: the same I/O as GET /api/v1/assistants (the floor for (b)): one POST to the
//     Upstash REST /pipeline counting the minute and the day window in Redis, then the same
//     SQL for the account's 20 assistants through `pg`, the rows returned as JSON.
// Usage: tsx scripts/support/floor-server.ts --mode io --port 3452 (DATABASE_URL,
// UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, FLOOR_ACCOUNT_ID from the environment).
import { createHash } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";

const { values } = parseArgs({ options: { mode: { type: "string", default: "constant" }, port: { type: "string" } } });
const port = Number(values.port);

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

// Counts one request in a fixed window: the Redis work of one limiter window, in one script.
const COUNT_SCRIPT = `local n = redis.call("INCR", KEYS[1]) if n == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end return n`;

function ioHandler() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const upstashUrl = process.env.UPSTASH_REDIS_REST_URL!;
  const authorization = `Bearer ${process.env.UPSTASH_REDIS_REST_TOKEN}`;
  const accountId = process.env.FLOOR_ACCOUNT_ID!;
  return async (bearer: string | undefined, res: ServerResponse) => {
    // The API hashes the presented key to find it (in its cache); the floor does the hashing too.
    const keyHash = createHash("sha256")
      .update(bearer ?? "")
      .digest("hex");
    const now = Date.now();
    const limiter = await fetch(`${upstashUrl}/pipeline`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify([
        ["EVAL", COUNT_SCRIPT, "1", `floor:m:${keyHash}:${Math.floor(now / 60_000)}`, "60000"],
        ["EVAL", COUNT_SCRIPT, "1", `floor:d:${keyHash}:${Math.floor(now / 86_400_000)}`, "86400000"],
      ]),
    });
    if (!limiter.ok) throw new Error(`Upstash ${limiter.status}`);
    await limiter.json();
    const { rows } = await pool.query(`SELECT * FROM "Assistant" WHERE "accountId" = $1 ORDER BY "id" DESC LIMIT $2`, [accountId, 21]);
    // The rows as they come (JSON writes the dates as ISO strings): a floor validates nothing.
    const page = rows.slice(0, 20);
    send(res, 200, JSON.stringify({ data: page, nextCursor: rows.length > 20 ? page[19].id : null }));
  };
}

const io = values.mode === "io" ? ioHandler() : undefined;
const server = createServer((req, res) => {
  if (!io) return send(res, 200, JSON.stringify({ status: "ok" }));
  io(req.headers.authorization, res).catch((error: unknown) => send(res, 500, JSON.stringify({ error: String(error) })));
});
server.keepAliveTimeout = 10_000;
server.listen(port, "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
