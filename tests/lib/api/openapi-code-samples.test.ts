// The API reference shows each operation's call with curl and with the SDK (`x-codeSamples`,
// lib/api/openapi-code-samples.ts). Every operation has both; the curl sample sends what the
// operation accepts (method, path, a query and body its schemas accept); the SDK sample calls
// the method that serves the operation (sdk/src/operations.ts), which exists on the client, and
// compiles against the SDK's types.
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { API_OPERATIONS } from "@/lib/api/operations";
import { OPERATIONS, VoiceAssistantClient } from "@/sdk/src/index";

type Sample = { lang: string; label: string; source: string };
type DocumentOperation = { operationId: string; "x-codeSamples"?: Sample[] };

const root = path.resolve(import.meta.dirname, "../../..");
const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, DocumentOperation>> };
const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })),
);

function samplesOf(operation: DocumentOperation): { curl: Sample; sdk: Sample } {
  const samples = operation["x-codeSamples"] ?? [];
  const curl = samples.find((sample) => sample.label === "curl");
  const sdk = samples.find((sample) => sample.label === "TypeScript SDK");
  if (!curl || !sdk) throw new Error(`${operation.operationId}: samples ${JSON.stringify(samples.map((sample) => sample.label))}`);
  return { curl, sdk };
}

/** `client.assistants.create(` → ["assistants", "create"]: every client method a sample calls. */
function calledMethods(source: string): string[][] {
  return [...source.matchAll(/\bclient\.([A-Za-z]+)\.([A-Za-z]+)\(/g)].map((match) => [match[1], match[2]]);
}

describe("the API reference's code samples", () => {
  test("every operation has a curl sample and an SDK sample, and nothing else", () => {
    expect(operations.length).toBe(Object.keys(OPERATIONS).length);
    for (const { operation } of operations) {
      expect(operation["x-codeSamples"]?.map((sample) => [sample.lang, sample.label])).toEqual([
        ["curl", "curl"],
        ["typescript", "TypeScript SDK"],
      ]);
    }
  });

  test("each SDK sample calls the operation's own method, which exists on the client", () => {
    const client = new VoiceAssistantClient({ apiKey: "vk_live_unused", baseUrl: "http://127.0.0.1:9" }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const { operation } of operations) {
      const { sdk } = samplesOf(operation);
      const called = calledMethods(sdk.source);
      expect(called, operation.operationId).toEqual([OPERATIONS[operation.operationId as keyof typeof OPERATIONS].sdk.split(".")]);
      const [resource, method] = called[0];
      expect(typeof client[resource]?.[method], `${operation.operationId}: client.${resource}.${method}`).toBe("function");
      expect(sdk.source).toContain('import { VoiceAssistantClient } from "@voice-assistant/sdk";');
    }
  });

  test("each curl sample sends the operation's method and path, with the key, and a body its schema accepts", () => {
    for (const { route, method, operation } of operations) {
      const { curl } = samplesOf(operation);
      const declared = API_OPERATIONS.find((candidate) => candidate.id === operation.operationId);
      if (!declared) throw new Error(`no operation ${operation.operationId}`);
      const url = /"\$VAS_BASE_URL(\/api\/v1[^"?]*)(?:\?([^"]*))?"/.exec(curl.source);
      const template = new RegExp(`^/api/v1${route.replace(/\{\w+\}/g, "[A-Za-z0-9_]+")}$`);
      expect(url?.[1], operation.operationId).toMatch(template);
      expect(curl.source.includes(`-X ${method} `) || (method === "GET" && !curl.source.includes("-X "))).toBe(true);
      expect(curl.source).toContain('-H "Authorization: Bearer $VAS_API_KEY"');
      expect(curl.source.includes("Idempotency-Key:"), operation.operationId).toBe(method === "POST");
      if (declared.query) {
        const query = Object.fromEntries(new URLSearchParams(url?.[2] ?? ""));
        expect(declared.query.safeParse(query).success, `${operation.operationId} query ${JSON.stringify(query)}`).toBe(true);
      }
      const body = /-d '([^']*)'/.exec(curl.source)?.[1];
      expect(Boolean(body), operation.operationId).toBe(Boolean(declared.body));
      if (declared.body && body) expect(declared.body.safeParse(JSON.parse(body)).error).toBeUndefined();
    }
  });

  test("the SDK samples compile against the SDK's types; a sample with a method the client lacks does not", { timeout: 60_000 }, () => {
    const sources = Object.fromEntries(operations.map(({ operation }) => [operation.operationId, samplesOf(operation).sdk.source]));
    expect(compile(sources)).toEqual([]);
    const broken = sources.deleteAssistant.replace("client.assistants.delete(", "client.assistants.remove(");
    expect(compile({ broken })).toEqual([expect.stringMatching(/broken\.ts: Property 'remove' does not exist/)]);
  });
});

/** Type-checks each source as a module that imports the SDK (its source, under the package's name). */
function compile(sources: Record<string, string>): string[] {
  const files = new Map(
    Object.entries(sources).map(([name, source]) => [path.join(root, `.samples/${name}.ts`), `${source}\nexport {};\n`]),
  );
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.asynciterable.d.ts"],
    types: ["node"],
    typeRoots: [path.join(root, "node_modules/@types")],
    paths: { "@voice-assistant/sdk": [path.join(root, "sdk/src/index.ts")] },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.getSourceFile = (name, version, onError) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile(name, version, onError) : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) => `${path.basename(diagnostic.file?.fileName ?? "")}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`,
    );
}
