// Every list's cursor is an id of the listed kind, or a 400 (decision 0181). A cursor outside
// the id alphabet (`asst_uuuu…`, which `[0-9a-z]{26}` let through) used to be compared with the
// ids as text and answer page one again or an empty page. The lists are found from the
// operations (a `nextCursor` in the answer, or a `cursor` in the query), so a list added later
// fails here until it says what its cursor is.
import { beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import type { Operation } from "@/lib/api/operation";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { API_OPERATIONS } from "@/lib/api/operations";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import { idPattern } from "@/lib/id-format";
import { newId, type IdPrefix } from "@/lib/ids";
import { callApi, createTestAccount, type CallOptions, type TestAccount } from "../../support/api-client";
import { dashboardSession } from "../../support/session-cookie";

/** The query parameter a list reads its position from, and what goes in it around an id. */
type CursorShape = { parameter: string; prefix: IdPrefix; around: (id: string) => string };

const asCursor = (prefix: IdPrefix): CursorShape => ({ parameter: "cursor", prefix, around: (id) => id });

/** Each list's cursor, by operation id (a dashboard twin goes by its public operation's). */
const CURSORS: Record<string, CursorShape> = {
  listAssistants: asCursor("asst"),
  listCalls: asCursor("call"),
  listEvents: asCursor("evt"),
  // Follow mode reads from a position, `<txid>.<event id>` (lib/events/event-position.ts).
  followEvents: { parameter: "after", prefix: "evt", around: (id) => `42.${id}` },
  listAuditLog: asCursor("aud"),
  listRequestLogs: asCursor("req"),
  dashboardListDeliveries: asCursor("dlv"),
};

function isList(operation: Operation): boolean {
  const response = operation.response.schema;
  const query = operation.query;
  return (
    (response instanceof z.ZodObject && "nextCursor" in response.shape) ||
    (query instanceof z.ZodObject && ("cursor" in query.shape || "after" in query.shape))
  );
}

const twinOf = (id: string) => (id.startsWith("dashboard") ? id[9].toLowerCase() + id.slice(10) : id);

const LISTS = [...API_OPERATIONS, ...DASHBOARD_OPERATIONS].filter(isList).map((operation) => {
  const shape = CURSORS[operation.id] ?? CURSORS[twinOf(operation.id)];
  if (!shape) throw new Error(`list cursors: say what the cursor of ${operation.id} is`);
  return { name: `${operation.method} ${operation.path}`, operation, shape };
});

/** Characters no id has: the alphabet is Crockford's base32, without i, l, o and u. */
const OUTSIDE_THE_ALPHABET = ["u", "i", "l", "o"];

describe.each(LISTS)("$name", ({ operation, shape }) => {
  let account: TestAccount;
  let caller: CallOptions;

  beforeAll(async () => {
    account = await createTestAccount({ name: `Cursors ${operation.id}` });
    caller = operation.access === "session" ? await dashboardSession({ accountId: account.accountId }) : { key: account.key };
  });

  const list = (value: string) => callApi("GET", `${operation.path}?${shape.parameter}=${encodeURIComponent(shape.around(value))}`, caller);

  test.each([...OUTSIDE_THE_ALPHABET.map((character) => [`the right prefix, "${character}" outside the id alphabet`, character] as const)])(
    "%s: 400 VALIDATION_ERROR naming the cursor",
    async (_case, character) => {
      const response = await list(`${shape.prefix}_${character.repeat(26)}`);
      expect(response.status, response.text).toBe(400);
      const error = (response.body as { error: { code: string; details: { path: string }[] } }).error;
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details[0].path).toBe(`query.${shape.parameter}`);
    },
  );

  test.each([
    ["another kind's id", () => newId(shape.prefix === "user" ? "acct" : "user")],
    ["the right prefix, one character short", () => newId(shape.prefix).slice(0, -1)],
    ["the right prefix, in capitals", () => `${shape.prefix}_${newId(shape.prefix).split("_")[1].toUpperCase()}`],
  ])("%s: 400 VALIDATION_ERROR naming the cursor", async (_case, cursor) => {
    const response = await list(cursor());
    expect(response.status, response.text).toBe(400);
    const error = (response.body as { error: { code: string; details: { path: string }[] } }).error;
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details[0].path).toBe(`query.${shape.parameter}`);
  });

  test("an id of the listed kind: 200", async () => {
    const response = await list(newId(shape.prefix));
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ data: expect.any(Array) });
  });
});

test("the table covers every list of both APIs", () => {
  expect(LISTS.map(({ operation }) => operation.id).sort()).toEqual(
    [
      "listAssistants",
      "listCalls",
      "listEvents",
      "followEvents",
      "listAuditLog",
      "listRequestLogs",
      "dashboardListAssistants",
      "dashboardListCalls",
      "dashboardListAuditLog",
      "dashboardListRequestLogs",
      "dashboardListDeliveries",
    ].sort(),
  );
});

test("the reference's pattern for each cursor is the id's: the real alphabet, which the 400s above apply", () => {
  type Parameter = { name: string; in: string; schema: { pattern?: string } };
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>>;
  };
  const patterns = new Map(
    Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap(({ operationId, parameters = [] }) =>
        parameters.map((parameter) => [`${operationId} ${parameter.name}`, parameter] as const),
      ),
  );
  const publicLists = LISTS.filter(({ operation }) => typeof operation.access === "object");
  expect(publicLists.length).toBeGreaterThan(0);
  for (const { operation, shape } of publicLists) {
    const parameter = patterns.get(`${operation.id} ${shape.parameter}`);
    expect(parameter?.in, operation.id).toBe("query");
    const pattern = new RegExp(parameter?.schema.pattern ?? "");
    expect(parameter?.schema.pattern, operation.id).toContain(idPattern(shape.prefix).source.slice(1, -1));
    expect(shape.around(newId(shape.prefix))).toMatch(pattern);
    expect(shape.around(`${shape.prefix}_${"u".repeat(26)}`)).not.toMatch(pattern);
  }
});
