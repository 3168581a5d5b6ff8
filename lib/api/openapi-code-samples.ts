import { OPERATIONS } from "@/sdk/src/operations";
import { PACKAGE_NAME } from "@/sdk/src/version";

// Each operation's call beside curl in the API reference: `x-codeSamples` (read by Scalar,
// Redocly and others), written from the operation as the document states it (method, path,
// parameters and their examples, the body's schema and its examples) and from the SDK's own
// binding table (sdk/src/operations.ts: which method serves which operation). Nothing here
// names an operation, so a sample cannot drift from the document or from the SDK.

export type CodeSample = { lang: string; label: string; source: string };

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  example?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; example?: unknown; schema?: Schema };
type DocumentOperation = {
  operationId?: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> } | { $ref: string }>;
};
type Document = { paths?: Record<string, object>; components?: { schemas?: Record<string, unknown> } };

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const API_PREFIX = "/api/v1";

/** The SDK method that serves an operation (`assistants.create`), or null when it has none. */
export function sdkMethodFor(operationId: string): string | null {
  return Object.hasOwn(OPERATIONS, operationId) ? OPERATIONS[operationId as keyof typeof OPERATIONS].sdk : null;
}

function resolve(document: Document, schema: Schema | undefined): Schema | undefined {
  const name = schema?.$ref?.replace("#/components/schemas/", "");
  return name ? (document.components?.schemas?.[name] as Schema | undefined) : schema;
}

function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.replace("#/components/schemas/", "");
}

function exampleOf(parameter: Parameter): unknown {
  return parameter.example ?? parameter.schema?.example;
}

/** A request body's example: its required properties, or (when none is required) the first with an example. */
function bodyExample(document: Document, operation: DocumentOperation): Record<string, unknown> | null {
  const body =
    operation.requestBody && "content" in operation.requestBody ? operation.requestBody.content?.["application/json"] : undefined;
  const schema = resolve(document, body?.schema);
  if (!schema?.properties) return null;
  const withExample = Object.entries(schema.properties).filter(([, property]) => property.example !== undefined);
  const chosen = schema.required?.length ? withExample.filter(([name]) => schema.required?.includes(name)) : withExample.slice(0, 1);
  return Object.fromEntries(chosen.map(([name, property]) => [name, property.example]));
}

/** A query's example: the required parameters and `limit`, each with its documented example. */
function queryExample(parameters: Parameter[]): Record<string, unknown> {
  const chosen = parameters.filter((parameter) => parameter.in === "query" && (parameter.required || parameter.name === "limit"));
  return Object.fromEntries(chosen.map((parameter) => [parameter.name, exampleOf(parameter)]));
}

/** `{ name: "Front desk", limit: 20 }`: an object literal as one writes it in TypeScript. */
function literal(value: Record<string, unknown>): string {
  const entries = Object.entries(value).map(
    ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(item)}`,
  );
  return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
}

function camelCase(name: string): string {
  return name[0].toLowerCase() + name.slice(1);
}

/** The items of an answer that is a page of them (`data: [...]`): the SDK's method for it returns an iterable. */
function pageItems(document: Document, operation: DocumentOperation): { name: string; hasId: boolean } | undefined {
  for (const response of Object.values(operation.responses ?? {})) {
    if ("$ref" in response) continue;
    const items = resolve(document, response.content?.["application/json"]?.schema)?.properties?.data;
    if (items?.type !== "array") continue;
    const name = refName(items.items);
    return { name: name ? camelCase(name) : "item", hasId: Boolean(resolve(document, items.items)?.properties?.id) };
  }
  return undefined;
}

function resultName(operation: DocumentOperation): string | undefined {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith("2") || "$ref" in response) continue;
    const name = refName(response.content?.["application/json"]?.schema);
    if (name) return camelCase(name);
  }
  return undefined;
}

function curlSample(method: string, path: string, parameters: Parameter[], body: Record<string, unknown> | null): string {
  const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    String(exampleOf(parameters.find((p) => p.name === name) ?? { in: "path", name }) ?? name),
  );
  const query = new URLSearchParams(Object.entries(queryExample(parameters)).map(([name, value]) => [name, String(value)])).toString();
  const lines = [`curl ${method === "GET" ? "" : `-X ${method} `}"$VAS_BASE_URL${API_PREFIX}${url}${query ? `?${query}` : ""}"`];
  lines.push(`-H "Authorization: Bearer $VAS_API_KEY"`);
  if (method === "POST") lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
  if (body) lines.push(`-H "Content-Type: application/json"`, `-d '${JSON.stringify(body)}'`);
  return lines.join(" \\\n  ");
}

function sdkSample(document: Document, operation: DocumentOperation, method: string, parameters: Parameter[]): string {
  const call = sdkMethodFor(operation.operationId ?? "") ?? "";
  const args = parameters.filter((parameter) => parameter.in === "path").map((parameter) => JSON.stringify(exampleOf(parameter)));
  const body = bodyExample(document, operation);
  const query = queryExample(parameters);
  if (body) args.push(literal(body));
  else if (Object.keys(query).length > 0) args.push(literal(query));
  const invocation = `client.${call}(${args.join(", ")})`;
  const items = pageItems(document, operation);
  const result = resultName(operation);
  let statement: string;
  if (items) {
    // A page of items, or the event stream: `for await` walks every item, page after page
    // (`events.follow()` takes its own options, not the long poll's query).
    const iterable = call.endsWith(".follow") ? `client.${call}()` : invocation;
    statement = `for await (const ${items.name} of ${iterable}) {\n  console.log(${items.name}${items.hasId ? ".id" : ""});\n}`;
  } else if (result) statement = `const ${result} = await ${invocation};`;
  else statement = `await ${invocation};`;
  const setup = [
    `import { VoiceAssistantClient } from "${PACKAGE_NAME}";`,
    "",
    "const client = new VoiceAssistantClient({ apiKey: process.env.VAS_API_KEY, baseUrl: process.env.VAS_BASE_URL });",
    "",
  ];
  return [...setup, statement].join("\n") + (method === "POST" ? "\n// Sent with an Idempotency-Key, the same one on every retry." : "");
}

/** Writes `x-codeSamples` (curl, then the SDK) into every API operation of the document. */
export function addCodeSamples(document: Document): void {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown>)[method] as DocumentOperation | undefined;
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).filter((parameter): parameter is Parameter => !("$ref" in parameter));
      const verb = method.toUpperCase();
      const samples: CodeSample[] = [
        { lang: "curl", label: "curl", source: curlSample(verb, path, parameters, bodyExample(document, operation)) },
      ];
      if (sdkMethodFor(operation.operationId ?? ""))
        samples.push({ lang: "typescript", label: "TypeScript SDK", source: sdkSample(document, operation, verb, parameters) });
      (operation as Record<string, unknown>)["x-codeSamples"] = samples;
    }
  }
}
