// The audit log stays flat as it grows tenfold: the first page of every filter the list
// offers (none, actor, action, target, a date range, a filter with a date range) reads a
// bounded number of buffers, the same at 20k entries as at 200k (AUDIT_FLAT_ENTRIES=1000000
// measures 100k against the million of decision 0138: about 20 s on two cores; npm test keeps
// the tenth, which a scan or a sort would fail just as surely). A throw-away copy of the
// table (same columns and indexes, unlogged) is filled by INSERT … SELECT generate_series,
// half of it one busy account's, spread over the retention year; the indexes are built after
// each fill. The queries are the list's own
// (lib/audit/list-audit-log.ts): equality on the filter's column, time as an id range
// (idBoundAt), newest first, limit + 1.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUDIT_ACTIONS } from "@/lib/schemas/audit-actions";
import { auditRetentionCutoff } from "@/lib/audit/audit-retention";
import { db } from "@/lib/db";
import { idBoundAt } from "@/lib/ids";

const SCHEMA = `audit_flat_${process.pid}`;
const TABLE = `"${SCHEMA}"."AuditLogEntry"`;
const LARGE = Number(process.env.AUDIT_FLAT_ENTRIES ?? 200_000);
const SMALL = LARGE / 10;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ACCOUNT = "acct_busy";
const PAGE = 21;
/** Generous for 21 rows through a B-tree of depth 3–4 plus their heap pages; a scan would read thousands. */
const MAX_BUFFERS = 60;

const now = Date.now();
const dayAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);

/** The audit log's own indexes (from the migration), to build on the copy after a fill. */
let indexDefinitions: string[] = [];

/** Rows `from`…`to`-1: every other one the busy account's, 20 actors, every action, 1,000 targets, times over the year. */
async function fill(from: number, to: number) {
  for (const name of await indexNames()) await db.$executeRawUnsafe(`DROP INDEX "${SCHEMA}"."${name}"`);
  const actions = `ARRAY[${AUDIT_ACTIONS.map((a) => `'${a}'`).join(",")}]`;
  await db.$executeRawUnsafe(`
    INSERT INTO ${TABLE} (id, "accountId", "actorType", "actorId", "actorLabel", action, "targetType", "targetId", summary, "createdAt")
    SELECT 'aud_' || ${ENCODED_MS} || lpad(i::text, 16, '0'),
           CASE WHEN i % 2 = 0 THEN '${ACCOUNT}' ELSE 'acct_other' || (i % 97) END,
           'user', 'user_' || (i % 20), 'someone@example.com',
           (${actions})[1 + (i / 2) % ${AUDIT_ACTIONS.length}],
           'api_key', 'key_' || (i % 1000), '{"after":{"name":"x"}}'::jsonb,
           to_timestamp(t.ms / 1000.0)
    FROM generate_series(${from}, ${to - 1}) AS i,
         LATERAL (SELECT ${now}::bigint - ((i::bigint * 7919) % ${LARGE}) * ${Math.floor(YEAR_MS / LARGE)} AS ms) AS t`);
  for (const definition of indexDefinitions) await db.$executeRawUnsafe(definition);
  await db.$executeRawUnsafe(`ANALYZE ${TABLE}`);
}

async function indexNames(): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ indexname: string }[]>(
    `SELECT indexname::text AS indexname FROM pg_indexes WHERE schemaname = '${SCHEMA}'`,
  );
  return rows.map((row) => row.indexname);
}

/** Crockford base32 of t.ms, ten characters, as lib/ids.ts encodes them (inline: a function call per row is slower). */
const ENCODED_MS = Array.from(
  { length: 10 },
  (_, i) => `substr('0123456789abcdefghjkmnpqrstvwxyz', ((t.ms / ${32 ** (9 - i)}::bigint) % 32)::int + 1, 1)`,
).join(" || ");

const retained = idBoundAt("aud", auditRetentionCutoff(new Date(now)));
const QUERIES: Record<string, string> = {
  "no filter": `"accountId" = '${ACCOUNT}' AND id >= '${retained}'`,
  actor: `"accountId" = '${ACCOUNT}' AND "actorId" = 'user_4' AND id >= '${retained}'`,
  action: `"accountId" = '${ACCOUNT}' AND action = 'webhook.secret_rotated' AND id >= '${retained}'`,
  target: `"accountId" = '${ACCOUNT}' AND "targetId" = 'key_42' AND id >= '${retained}'`,
  "date range": `"accountId" = '${ACCOUNT}' AND id >= '${idBoundAt("aud", dayAgo(200))}' AND id < '${idBoundAt("aud", dayAgo(190))}'`,
  "actor in a date range": `"accountId" = '${ACCOUNT}' AND "actorId" = 'user_4' AND id >= '${idBoundAt("aud", dayAgo(200))}' AND id < '${idBoundAt("aud", dayAgo(100))}'`,
  "a later page": `"accountId" = '${ACCOUNT}' AND id >= '${retained}' AND id < '${idBoundAt("aud", dayAgo(300))}'`,
};

type PlanNode = {
  "Node Type": string;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  "Actual Rows": number;
  Plans?: PlanNode[];
};

async function explain(where: string): Promise<{ buffers: number; rows: number; nodes: string[] }> {
  const [row] = await db.$queryRawUnsafe<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT * FROM ${TABLE} WHERE ${where} ORDER BY id DESC LIMIT ${PAGE}`,
  );
  const plan = row["QUERY PLAN"][0].Plan;
  const nodes: string[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node["Node Type"]);
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return { buffers: plan["Shared Hit Blocks"] + plan["Shared Read Blocks"], rows: plan["Actual Rows"], nodes };
}

async function measure() {
  const results: Record<string, Awaited<ReturnType<typeof explain>>> = {};
  for (const [name, where] of Object.entries(QUERIES)) results[name] = await explain(where);
  return results;
}

describe(`the audit log at ${LARGE.toLocaleString("en")} entries`, () => {
  beforeAll(async () => {
    await db.$executeRawUnsafe(`CREATE SCHEMA "${SCHEMA}"`);
    await db.$executeRawUnsafe(`CREATE UNLOGGED TABLE ${TABLE} (LIKE public."AuditLogEntry" INCLUDING DEFAULTS)`);
    // The primary key and every index of the real table, renamed onto the copy.
    const indexes = await db.$queryRawUnsafe<{ indexdef: string }[]>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'AuditLogEntry'`,
    );
    expect(indexes.length).toBeGreaterThanOrEqual(5);
    indexDefinitions = indexes.map(({ indexdef }, n) =>
      indexdef.replace(/INDEX "?[\w]+"? ON (?:public\.)?"AuditLogEntry"/, `INDEX "audit_flat_${n}" ON ${TABLE}`),
    );
  }, 60_000);
  afterAll(async () => {
    await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  });

  test("every filter's first page reads the same few buffers at a tenth of the entries and at all of them", {
    timeout: 180_000,
  }, async () => {
    const started = Date.now();
    await fill(0, SMALL);
    const small = await measure();
    await fill(SMALL, LARGE);
    const fillSeconds = (Date.now() - started) / 1000;
    expect(Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${TABLE}`))[0].n)).toBe(LARGE);
    const large = await measure();
    console.info(`filled ${LARGE} entries in ${fillSeconds.toFixed(1)} s`);
    for (const name of Object.keys(QUERIES)) {
      console.info(
        `${name}: ${small[name].buffers} buffers at ${SMALL}, ${large[name].buffers} at ${LARGE} (${large[name].nodes.join(" > ")})`,
      );
      expect(large[name].rows, name).toBe(PAGE);
      expect(large[name].nodes, name).not.toContain("Seq Scan");
      expect(large[name].nodes, name).not.toContain("Sort");
      expect(large[name].buffers, name).toBeLessThanOrEqual(MAX_BUFFERS);
      // One more B-tree level at most, not ten times the pages.
      expect(large[name].buffers, name).toBeLessThanOrEqual(small[name].buffers + 5);
    }
  });
});
