import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { WEBHOOKS_TAG } from "@/lib/api/openapi-webhooks";
import { EVENT_TYPES, eventDataSchemas } from "@/lib/schemas/event";
import { WEBHOOK_HEADERS } from "@/lib/webhooks/webhook-headers";

type Webhook = {
  post: {
    operationId: string;
    security: unknown[];
    parameters: { name: string; in: string }[];
    requestBody: { content: { "application/json": { schema: { $ref: string } } } };
    responses: Record<string, unknown>;
  };
};
type Document = {
  tags: { name: string }[];
  webhooks?: Record<string, Webhook>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; example?: { type: string; data: unknown } }> };
};

async function lint(document: unknown) {
  const config = await createConfig({ extends: ["recommended-strict"] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
  return problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
}

const document = buildOpenApiDocument() as unknown as Document;

describe("the OpenAPI webhooks", () => {
  test("the served document carries them, tagged, and stays valid under Redocly's recommended-strict rules", async () => {
    expect(document.tags).toContainEqual(WEBHOOKS_TAG);
    expect(await lint(document)).toEqual([]);
  });

  test("the linter checks them too", async () => {
    const broken = structuredClone(document);
    // An example that no longer matches its schema, and a reused operationId.
    Object.assign(broken.webhooks!["call.started"].post.requestBody.content["application/json"], { example: { id: 42 } });
    broken.webhooks!["call.missed"].post.operationId = "listAssistants";
    const problems = await lint(broken);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^operation-operationId-unique: .*webhooks\/call\.missed/)]));
    expect(problems.join("\n")).toMatch(/no-invalid-media-type-examples: .*webhooks\/call\.started\/post/);
  });

  test("one POST per event type, signed rather than keyed, with the headers a delivery sends", () => {
    expect(Object.keys(document.webhooks ?? {})).toEqual(EVENT_TYPES);
    for (const webhook of Object.values(document.webhooks ?? {})) {
      expect(webhook.post.security).toEqual([]);
      expect(webhook.post.parameters.filter((p) => p.in === "header").map((p) => p.name)).toEqual(Object.keys(WEBHOOK_HEADERS));
      expect(Object.keys(webhook.post.responses)).toEqual(["200", "401"]);
    }
  });

  test.each(EVENT_TYPES)("%s: the envelope's data is the producers' schema, with a valid example", (type) => {
    const ref = document.webhooks![type].post.requestBody.content["application/json"].schema.$ref;
    const envelope = document.components.schemas[ref.split("/").pop()!];
    expect(Object.keys(envelope.properties ?? {})).toEqual(["id", "type", "data", "timestamp"]);
    expect(envelope.example?.type).toBe(type);
    expect(eventDataSchemas[type].safeParse(envelope.example?.data).success).toBe(true);
  });
});
