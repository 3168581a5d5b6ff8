// Property test: the OpenAPI document says exactly what the validators accept. Values are
// generated from the served document's own request schemas (their examples, enums, patterns,
// formats and bounds, plus hostile strings), judged valid or invalid by a standard JSON Schema
// 2020-12 validator reading that document, and sent through the real route handlers: what the
// document calls valid must answer 2xx, what it calls invalid 400 VALIDATION_ERROR.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { callApi, createTestAccount, validAssistant, type Method } from "../../../support/api-client";

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  example?: unknown;
  description?: string;
};
type Parameter = { name: string; in: string; required?: boolean; allowEmptyValue?: boolean; schema: JsonSchema; description?: string };
type OpenApiOperation = { parameters?: Parameter[]; requestBody?: { content: { "application/json": { schema: JsonSchema } } } };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, JsonSchema> } };

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 60);

// Strings that broke generated clients or validators before: blank, control characters, lone
// surrogates, padding, non-http(s) schemes, spaces inside URLs, almost-date-times.
const HOSTILE = [
  "",
  " ",
  "   ",
  "\u00a0",
  "\u3000",
  "\u0000",
  "a\u0000b",
  "a\u0007b",
  "a\u0085b",
  "\ud800",
  "a\udc00b",
  "ab\ud83d",
  " Front desk",
  "Front desk ",
  // 100 characters once trimmed, and 101.
  ` ${"x".repeat(100)}`,
  `${"x".repeat(100)}\u00a0`,
  "x".repeat(101),
  ` ${"x".repeat(101)}`,
  "\tFront desk",
  "Café ☕ 👩🏽‍💻",
  "前台",
  "ftp://example.com",
  "javascript:alert(1)",
  "mailto:a@example.com",
  "https://example.com/a b",
  "https://exa mple.com",
  " https://example.com",
  "https://example.com ",
  "https:example.com",
  "https://localhost",
  "https://127.0.0.1",
  "https://user:pw@example.com",
  "https://example.com:99999",
  "https://xn--a.com",
  "HTTPS://EXAMPLE.COM",
  "https://example.com/[x]",
  "https://example.com/%zz",
  "https://example.com/a?b=c#d",
  "2026-11-01",
  "2026-11-01T00:00Z",
  "2026-11-01T00:00:00",
  "2026-11-01t00:00:00z",
  "2026-11-01 00:00:00Z",
  "2026-11-01T00:00:00+0100",
  "2026-11-01T00:00:00+01",
  "2026-11-01T23:59:60Z",
  "2026-02-30T00:00:00Z",
  "2026-11-01T00:00:00.123456+05:30",
  "0000-12-31T23:59:59Z",
  "0001-01-01T00:30:00+01:00",
  "9999-12-31T23:59:59Z",
  "9999-12-31T23:30:00-01:00",
  "yesterday",
  "05",
  "1e1",
  "0x10",
  " 5",
  "5.0",
  "+5",
  "-1",
  "0",
  "101",
  "null",
];

/** Any UTF-16 unit or code point, with the troublesome ones likely. */
const anyChar = fc.oneof(
  fc.constantFrom(" ", "\u0000", "\u001f", "\u007f", "\u0085", "\u00a0", "\u2028", "\u3000", "\ufeff", "\ud800", "\udfff", "\t", "\n"),
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
);

function around(text: string): fc.Arbitrary<string> {
  return fc.tuple(fc.string({ unit: anyChar, maxLength: 3 }), fc.string({ unit: anyChar, maxLength: 3 })).map(([a, b]) => a + text + b);
}

/** Candidate values for one schema of the document: mostly what it describes, some of what it does not. */
function valueFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueFor(resolve(schema.$ref), resolve);
  const types = [schema.type ?? []].flat();
  const described: fc.Arbitrary<unknown>[] = [];
  if (schema.example !== undefined) described.push(fc.constant(schema.example));
  if (schema.enum) described.push(fc.constantFrom(...schema.enum));
  if (types.includes("integer") || types.includes("number")) {
    described.push(fc.integer({ min: (schema.minimum ?? 0) - 2, max: (schema.maximum ?? 1000) + 2 }));
  }
  if (types.includes("string")) {
    if (schema.format === "date-time")
      described.push(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString()),
      );
    if (schema.format === "uri")
      described.push(fc.webUrl({ validSchemes: ["https", "http", "ftp"], withQueryParameters: true, withFragments: true }));
    if (schema.pattern) {
      try {
        described.push(fc.stringMatching(new RegExp(schema.pattern)));
      } catch {
        // A pattern fast-check cannot generate from (Unicode properties): the example and the rest stand in.
      }
    }
    if (typeof schema.example === "string") {
      const example = schema.example;
      described.push(around(example));
      if (schema.maxLength !== undefined) {
        described.push(
          fc.constantFrom(
            example.padEnd(schema.maxLength, "x"),
            example.padEnd(schema.maxLength + 1, "x"),
            ` ${example.padEnd(schema.maxLength, "x")}`,
          ),
        );
      }
    }
  }
  if (types.includes("null")) described.push(fc.constant(null));
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE),
    fc.string({ unit: anyChar, maxLength: 12 }),
    fc.constantFrom<unknown>(null, true, 42, 1.5, [], {}),
  );
  return described.length ? fc.oneof({ arbitrary: fc.oneof(...described), weight: 3 }, { arbitrary: hostile, weight: 1 }) : hostile;
}

function bodyFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const object = schema.$ref ? resolve(schema.$ref) : schema;
  const fields = Object.entries(object.properties ?? {}).map(([name, property]) => {
    const required = object.required?.includes(name) ?? false;
    // Required fields are usually present, optional ones half the time.
    return fc
      .tuple(fc.constant(name), fc.integer({ min: 0, max: 9 }), valueFor(property, resolve))
      .map(([key, roll, value]) => ((required ? roll < 9 : roll < 5) ? [[key, value] as const] : []));
  });
  const unknownField = fc.oneof(
    { arbitrary: fc.constant([]), weight: 9 },
    { arbitrary: fc.constant([["owner", "acct_x"] as const]), weight: 1 },
  );
  return fc.tuple(...fields, unknownField).map((entries) => Object.fromEntries(entries.flat()));
}

/** Query values as a client sends them: absent, empty, described or hostile; strings on the wire. */
function queryFor(parameters: Parameter[], resolve: (ref: string) => JsonSchema): fc.Arbitrary<Array<[string, string]>> {
  const fields = parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) =>
      fc
        .oneof(
          { arbitrary: fc.constant(undefined), weight: 4 },
          { arbitrary: fc.constant(""), weight: 1 },
          { arbitrary: valueFor(parameter.schema, resolve).filter((value) => typeof value !== "object"), weight: 3 },
          // Numbers as people type them, which a generated client never sends.
          { arbitrary: fc.constantFrom("05", "1e1", "0x10", " 5", "5.0", "+5", "-1", "0", "101", "20", "abc"), weight: 1 },
        )
        .map((value) => (value === undefined ? [] : [[parameter.name, String(value)] as [string, string]])),
    );
  return fc.tuple(...fields).map((entries) => entries.flat());
}

/**
 * The typed value the document means by a query string: an empty value is the parameter left
 * out where the document says `allowEmptyValue` (else it is the empty text, which the schema
 * judges), an integer is written in decimal digits, anything else is text.
 */
function decodeQuery(parameters: Parameter[], entries: Array<[string, string]>): Record<string, unknown> {
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const decoded: Record<string, unknown> = {};
  for (const [name, text] of entries) {
    if (text === "" && byName.get(name)?.allowEmptyValue) continue;
    const types = [byName.get(name)?.schema.type ?? []].flat();
    decoded[name] = (types.includes("integer") || types.includes("number")) && /^-?(?:0|[1-9]\d*)$/.test(text) ? Number(text) : text;
  }
  return decoded;
}

type Mismatch = { request: string; input: unknown; documentSays: "valid" | "invalid"; status: number; code?: string };

describe("the OpenAPI document describes exactly what the API accepts", () => {
  let document: OpenApiDocument;
  let ajv: Ajv2020;
  const resolve = (ref: string) => document.components.schemas[ref.replace("#/components/schemas/", "")];

  beforeAll(async () => {
    const served = await callApi<OpenApiDocument>("GET", "/api/v1/openapi.json");
    expect(served.status).toBe(200);
    document = served.body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: "openapi.json", components: document.components });
  });

  const compile = (schema: JsonSchema): ValidateFunction =>
    ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));

  const querySchema = (parameters: Parameter[]): JsonSchema & { additionalProperties: false } => ({
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    additionalProperties: false,
  });

  /** Sends every sample, and returns those whose answer disagrees with the document. */
  async function check(
    samples: unknown[],
    validate: ValidateFunction,
    toDocument: (sample: never) => unknown,
    send: (sample: never, key: string) => Promise<{ status: number; body: unknown }>,
    request: string,
  ): Promise<Mismatch[]> {
    const mismatches: Mismatch[] = [];
    let account = await createTestAccount();
    for (const [index, sample] of samples.entries()) {
      // A fresh account every 100 requests stays under the tier's per-minute limit.
      if (index > 0 && index % 100 === 0) account = await createTestAccount();
      const valid = validate(toDocument(sample as never));
      const { status, body } = await send(sample as never, account.key);
      const code = (body as { error?: { code?: string } } | undefined)?.error?.code;
      const agrees = valid ? status >= 200 && status < 300 : status === 400 && code === "VALIDATION_ERROR";
      if (!agrees) mismatches.push({ request, input: sample, documentSays: valid ? "valid" : "invalid", status, code });
    }
    return mismatches;
  }

  const operation = (path: string, method: string) => document.paths[path][method];
  const seed = Number(process.env.CONFORMANCE_SEED ?? Date.now() % 2 ** 31);

  test(`assistant create and update bodies (seed ${seed})`, { timeout: 120_000 }, async () => {
    const createSchema = operation("/assistants", "post").requestBody!.content["application/json"].schema;
    const updateSchema = operation("/assistants/{id}", "put").requestBody!.content["application/json"].schema;
    const creates = fc.sample(bodyFor(createSchema, resolve), { numRuns: RUNS * 2, seed });
    const updates = fc.sample(bodyFor(updateSchema, resolve), { numRuns: RUNS * 2, seed: seed + 1 });

    const mismatches = await check(
      creates,
      compile(createSchema),
      (body) => body,
      (body, key) => callApi("POST", "/api/v1/assistants", { key, json: body }),
      "POST /assistants",
    );
    const target = new Map<string, string>();
    mismatches.push(
      ...(await check(
        updates,
        compile(updateSchema),
        (body) => body,
        async (body, key) => {
          if (!target.has(key))
            target.set(key, (await callApi<{ id: string }>("POST", "/api/v1/assistants", { key, json: validAssistant })).body.id);
          return callApi("PUT", `/api/v1/assistants/${target.get(key)}`, { key, json: body });
        },
        "PUT /assistants/{id}",
      )),
    );
    expect(mismatches, `${mismatches.length} answers disagree with the document`).toEqual([]);
  });

  test.each(["/assistants", "/calls", "/events"])(`GET %s query parameters (seed ${seed})`, { timeout: 120_000 }, async (path) => {
    const parameters = (operation(path, "get").parameters ?? []).filter((parameter) => parameter.in === "query");
    expect(parameters.length).toBeGreaterThan(0);
    const samples = fc.sample(queryFor(parameters, resolve), { numRuns: RUNS * 2, seed: seed + path.length });
    const mismatches = await check(
      samples,
      compile(querySchema(parameters)),
      (entries: Array<[string, string]>) => decodeQuery(parameters, entries),
      (entries: Array<[string, string]>, key) => callApi("GET" as Method, `/api/v1${path}?${new URLSearchParams(entries)}`, { key }),
      `GET ${path}`,
    );
    expect(mismatches, `${mismatches.length} answers disagree with the document`).toEqual([]);
  });

  test("an empty query value is documented as the parameter left out", () => {
    for (const path of ["/assistants", "/calls", "/events"]) {
      for (const parameter of operation(path, "get").parameters ?? []) {
        if (parameter.in === "query")
          expect(parameter.description, `${path} ?${parameter.name}`).toMatch(/empty value .* same as leaving the parameter out/i);
      }
    }
  });
});
