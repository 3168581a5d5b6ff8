// The interactive API reference (/api-reference/interactive) is Scalar. Scalar checks the
// document it is given against its own strict model and prints "document validation errors"
// in the reader's console for each schema it cannot read; the Redocly lint beside this file
// (openapi-document.test.ts) accepts such a document, so Scalar's own checks run here on the
// document we serve.
import { validate } from "@scalar/openapi-parser";
import { createWorkspaceStore } from "@scalar/workspace-store/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";

/** The document as /api/v1/openapi.json and the reference page's loader send it: JSON. */
const served = () => JSON.parse(JSON.stringify(buildOpenApiDocument())) as Record<string, unknown>;

type Schema = Record<string, unknown>;

/**
 * Every schema of the document, with its JSON pointer: components, parameters, headers and
 * bodies, and the schemas nested in them (properties, items, compositions).
 */
function schemasOf(document: Record<string, unknown>): [string, Schema][] {
  const found: [string, Schema][] = [];
  const visitSchema = (schema: unknown, at: string) => {
    if (typeof schema !== "object" || schema === null) return;
    const node = schema as Schema;
    found.push([at, node]);
    for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
      visitSchema(property, `${at}/properties/${name}`);
    }
    for (const key of ["items", "additionalProperties", "not"]) visitSchema(node[key], `${at}/${key}`);
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      for (const [index, member] of ((node[key] ?? []) as unknown[]).entries()) visitSchema(member, `${at}/${key}/${index}`);
    }
  };
  // Anywhere else, a `schema` key holds a schema (a parameter's, a header's, a media type's).
  const visit = (value: unknown, at: string) => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "schema") visitSchema(child, `${at}/schema`);
      else if (key === "schemas" && at === "/components") {
        for (const [name, schema] of Object.entries(child as Record<string, unknown>)) visitSchema(schema, `${at}/schemas/${name}`);
      } else visit(child, `${at}/${key}`);
    }
  };
  visit(document, "");
  return found;
}

describe("the OpenAPI document, read by Scalar", () => {
  afterEach(() => vi.restoreAllMocks());

  test("Scalar's reference loads it without document validation errors", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {}); // its timing of each loading step
    const store = createWorkspaceStore();
    await store.addDocument({ name: "api", document: served() });
    expect(store.workspace.documents.api).toBeDefined();
    // Scalar prints a heading, then a list with one entry per schema it could not read.
    const printed = warnings.mock.calls
      .flat()
      .flatMap((argument) =>
        Array.isArray(argument)
          ? argument.map((error: { path: string; message: string }) => `${error.path}: ${error.message}`)
          : [String(argument)],
      );
    expect(printed).toEqual([]);
  });

  test("Scalar's parser finds it valid OpenAPI 3.1", async () => {
    const result = await validate(served());
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.version).toBe("3.1");
  });

  test("every schema names its type or is a reference, as Scalar's strict model needs", () => {
    const schemas = schemasOf(served());
    const untyped = schemas.filter(([, schema]) => !("type" in schema) && !("$ref" in schema)).map(([at]) => at);
    expect(untyped).toEqual([]);
    expect(schemas.length).toBeGreaterThan(100);
  });
});
