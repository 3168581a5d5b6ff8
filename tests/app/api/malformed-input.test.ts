// The malformed-input battery: every /api/v1 and /api/dashboard operation, found from the
// operation objects, gets bad input of every kind (NUL and lone surrogates in each text field,
// path id and query value, huge numbers, wrong types, deep nesting, non-UTF-8 bytes, wrong
// content types, another tenant's ids, malformed cursors, unserved methods). Each answer must
// be a 4xx with the JSON error body, and no row of either account may appear or disappear.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Operation } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { db } from "@/lib/db";
import { createUser } from "@/lib/users/create-user";
import { callApi, createTestAccount, type ApiResponse, type CallOptions, type Method, type TestAccount } from "../../support/api-client";
import { resourceFixtures, SAMPLE_BODIES } from "../../support/resource-fixtures";
import { dashboardSession } from "../../support/session-cookie";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const OPERATIONS: readonly Operation[] = [...API_OPERATIONS, ...DASHBOARD_OPERATIONS];
const receiver = useWebhookReceiver();

type Tenant = TestAccount & { session: CallOptions; ids: Record<string, string> };

/** The fixtures' deliveries go to the test receiver (allowed per test by useWebhookReceiver). */
const FIXTURES = resourceFixtures({ webhookUrl: () => `${receiver.origin}/hooks` });

const BAD_TEXT: Array<[string, string]> = [
  ["NUL", "a\u0000b"],
  ["a lone high surrogate", "a\ud800"],
  ["a lone low surrogate", "\udfffb"],
  ["an escape sequence", "\u001b[2J"],
];
/** Values of the wrong kind for any field; `__HUGE__` is replaced by a number JSON cannot hold. */
const BAD_VALUES: Array<[string, unknown]> = [
  ...BAD_TEXT,
  ["a huge number", "__HUGE__"],
  // biome-ignore lint/correctness/noPrecisionLoss: the point: a number no integer column can hold
  ["2^64", 18446744073709551616],
  ["an object", { $gt: "" }],
  ["an array", ["a"]],
  ["null", null],
  ["true", true],
  ["a 10,000-character string", "x".repeat(10_000)],
];
const BAD_IDS: Array<[string, string]> = [
  ["garbage", "abc"],
  ["NUL", "asst_%00"],
  ["a lone surrogate, UTF-8 encoded", "%EF%BF%BD"],
  ["SQL", "'%20OR%201%3D1--"],
  ["a path climb", "..%2F..%2Fusage"],
  ["a very long id", "x".repeat(3000)],
  ["upper case", "ASST_01KAJ2V3C5M7Q9X2C4V6B8N0P2"],
];
const BAD_QUERY_VALUES: Array<[string, string]> = [
  ["NUL", "%00"],
  ["invalid UTF-8", "%ED%A0%80"],
  ["a huge number", "1e309"],
  ["a negative number", "-1"],
  ["20 digits", "99999999999999999999"],
  ["garbage", "abc"],
  ["an array", "a&$KEY=b"],
];
const RAW_BODIES: Array<[string, string | Uint8Array, string]> = [
  ["invalid JSON", "{", "application/json"],
  ["non-UTF-8 bytes", new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json"],
  ["deeply nested arrays", `${"[".repeat(30_000)}${"]".repeat(30_000)}`, "application/json"],
  ["deeply nested objects", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`, "application/json"],
  ["a JSON array", "[]", "application/json"],
  ["JSON null", "null", "application/json"],
  ["a JSON string", '"name"', "application/json"],
  ["a JSON number", "1e999", "application/json"],
  ["a body over 64 KiB", JSON.stringify({ name: "x".repeat(70_000) }), "application/json"],
  ["text/plain", '{"name":"x"}', "text/plain"],
  ["a form", "name=x", "application/x-www-form-urlencoded"],
  ["multipart", '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--', "multipart/form-data; boundary=b"],
  ["no content type", '{"name":"x"}', ""],
];

type Case = { label: string; method: Method; path: string; options: CallOptions };

function fieldsOf(operation: Operation): string[] {
  const shape = (operation.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function casesFor(operation: Operation, owner: Tenant, other: Tenant): Case[] {
  const auth: CallOptions = operation.access === "session" ? owner.session : operation.access === "public" ? {} : { key: owner.key };
  const pathWith = (id: string) => operation.path.replace("{id}", id);
  const ownPath = operation.params ? pathWith(owner.ids[operation.resource!]) : operation.path;
  const at = (label: string, path: string, options: CallOptions = {}, method: Method = operation.method): Case => ({
    label: `${operation.id}: ${label}`,
    method,
    path,
    options: { ...auth, ...options, headers: { ...auth.headers, ...options.headers } },
  });
  const base = operation.body ? SAMPLE_BODIES[operation.id](owner.ids) : undefined;
  const cases: Case[] = [];

  if (operation.params) {
    for (const [label, id] of BAD_IDS) cases.push(at(`path id ${label}`, pathWith(id), base ? { json: base } : {}));
    cases.push(at("another tenant's id", pathWith(other.ids[operation.resource!]), base ? { json: base } : {}));
  }
  for (const key of Object.keys(operation.query?.shape ?? {})) {
    for (const [label, value] of BAD_QUERY_VALUES)
      cases.push(at(`query ${key} ${label}`, `${ownPath}?${key}=${value.replace("$KEY", key)}`));
  }
  if (operation.query) cases.push(at("an unknown query parameter", `${ownPath}?zzz=%00`));
  if (operation.access === "session" && operation.method !== "GET") {
    for (const origin of ["null", "https://evil.example", "http://api.test.evil.example"]) {
      cases.push(at(`Origin: ${origin}`, ownPath, { ...(base ? { json: base } : {}), headers: { origin } }));
    }
  }
  if (base) {
    for (const field of fieldsOf(operation)) {
      for (const [label, value] of BAD_VALUES) {
        // A value the field allows (null clears a website) is not malformed; text is never allowed.
        const isText = BAD_TEXT.some(([, text]) => text === value);
        if (!isText && operation.body!.safeParse({ ...base, [field]: value }).success) continue;
        const text = JSON.stringify({ ...base, [field]: value }).replace('"__HUGE__"', "1e999");
        cases.push(at(`body ${field} ${label}`, ownPath, { rawBody: text, headers: { "content-type": "application/json" } }));
      }
    }
    // An attempt to raise one's privileges, where the body has no such field of its own.
    const unknownField = fieldsOf(operation).includes("role") ? "isOwner" : "role";
    cases.push(at("an unknown field", ownPath, { json: { ...base, [unknownField]: "admin" } }));
    cases.push(
      at("a __proto__ field", ownPath, {
        rawBody: JSON.stringify(base).replace("{", '{"__proto__":{"admin":true},'),
        headers: { "content-type": "application/json" },
      }),
    );
    for (const [label, rawBody, contentType] of RAW_BODIES) {
      cases.push(at(`body ${label}`, ownPath, { rawBody, headers: contentType ? { "content-type": contentType } : {} }));
    }
  }
  return cases;
}

/** Methods a path does not serve: each must be a JSON 405, whichever route file answers it. */
function unservedMethodCases(owner: Tenant): Case[] {
  const byPath = new Map<string, Operation[]>();
  for (const operation of OPERATIONS) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  return [...byPath].flatMap(([path, operations]) => {
    const first = operations[0];
    const auth: CallOptions = first.access === "session" ? owner.session : first.access === "public" ? {} : { key: owner.key };
    const concrete = first.params ? path.replace("{id}", owner.ids[first.resource!]) : path;
    return (["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)
      .filter((method) => !operations.some((operation) => operation.method === method))
      .map((method) => ({ label: `${path}: unserved ${method}`, method, path: concrete, options: auth }));
  });
}

/**
 * How many rows each table holds for the two accounts: nothing may appear or disappear. Not
 * the API logs (RequestLog and its day partitions), which record each of these requests by design.
 */
async function rowCounts(accountIds: string[]): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<Array<{ table_name: string }>>`
    SELECT table_name::text AS table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'accountId'
      AND table_name <> 'RequestLog' AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition) ORDER BY table_name`;
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [{ count }] = await db.$queryRawUnsafe<Array<{ count: bigint }>>(
      `SELECT count(*) FROM "${table_name}" WHERE "accountId" = ANY($1)`,
      accountIds,
    );
    counts[table_name] = Number(count);
  }
  const [{ count: attempts }] = await db.$queryRaw<Array<{ count: bigint }>>`
    SELECT count(*) FROM "DeliveryAttempt" a JOIN "WebhookDelivery" d ON d."id" = a."deliveryId" WHERE d."accountId" = ANY(${accountIds})`;
  counts.DeliveryAttempt = Number(attempts);
  return counts;
}

/** What a write could have changed in place. */
async function contents(accountIds: string[]) {
  return {
    accounts: await db.account.findMany({ where: { id: { in: accountIds } }, orderBy: { id: "asc" } }),
    assistants: await db.assistant.findMany({ where: { accountId: { in: accountIds } }, orderBy: { id: "asc" } }),
    endpoints: await db.webhookEndpoint.findMany({ where: { accountId: { in: accountIds } }, orderBy: { id: "asc" } }),
    keys: await db.apiKey.findMany({
      where: { accountId: { in: accountIds } },
      orderBy: { id: "asc" },
      select: { id: true, name: true, revokedAt: true },
    }),
  };
}

async function tenant(label: string): Promise<Tenant> {
  const account = await createTestAccount({ name: `Battery ${label}` });
  const user = await createUser(account.accountId, {
    email: `battery-${label}-${Date.now()}@example.test`,
    password: "correct-horse-battery",
    name: label,
  });
  // Signed in first: a passkey fixture made before would leave the session owing its second factor.
  const session = await dashboardSession({ userId: user.id, accountId: account.accountId });
  const ids: Record<string, string> = {};
  for (const kind of new Set(OPERATIONS.map((operation) => operation.resource).filter((kind): kind is string => Boolean(kind)))) {
    if (!FIXTURES[kind]) throw new Error(`malformed-input battery: add a fixture for "${kind}"`);
    ids[kind] = await FIXTURES[kind](account.accountId);
  }
  return { ...account, ids, session };
}

let owner: Tenant;
let other: Tenant;
const overrides = process.env.RATE_LIMIT_OVERRIDES;

beforeAll(async () => {
  for (const operation of OPERATIONS) {
    if (operation.body && !SAMPLE_BODIES[operation.id]) throw new Error(`malformed-input battery: add a sample body for ${operation.id}`);
  }
  // The fixtures' deliveries go to the test receiver (useWebhookReceiver allows it per test).
  process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1";
  process.env.WEBHOOK_CA_FILE = receiver.caFile;
  owner = await tenant("owner");
  other = await tenant("other");
  // Hundreds of requests in a few seconds: the owner's limit is not what is tested here.
  process.env.RATE_LIMIT_OVERRIDES = `${owner.accountId}=100000/1000000`;
});

afterAll(() => {
  process.env.RATE_LIMIT_OVERRIDES = overrides;
});

describe("malformed input on every operation", () => {
  test("answers a 4xx JSON error body to every case and changes no row", async () => {
    const cases = [...OPERATIONS.flatMap((operation) => casesFor(operation, owner, other)), ...unservedMethodCases(owner)];
    expect(cases.length).toBeGreaterThanOrEqual(300);
    console.info(`malformed-input battery: ${cases.length} cases over ${OPERATIONS.length} operations`);
    const accountIds = [owner.accountId, other.accountId];
    const [countsBefore, contentsBefore] = [await rowCounts(accountIds), await contents(accountIds)];

    const failures: string[] = [];
    for (const { label, method, path, options } of cases) {
      let response: ApiResponse;
      try {
        response = await callApi(method, path, options);
      } catch (error) {
        failures.push(`${label}: threw ${String(error)}`);
        continue;
      }
      const body = response.body as { error?: { code?: string; requestId?: string } } | undefined;
      const ok =
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 429 &&
        response.headers.get("content-type")?.startsWith("application/json") &&
        typeof body?.error?.code === "string" &&
        body.error.requestId === response.headers.get("x-request-id");
      if (!ok) failures.push(`${label}: ${response.status} ${response.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(accountIds)).toEqual(countsBefore);
    expect(await contents(accountIds)).toEqual(contentsBefore);
  }, 300_000);
});
