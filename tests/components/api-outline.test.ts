// The API reference's server-rendered outline: one line per operation and webhook.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ApiOutline, type OutlineDocument } from "@/components/api-reference/api-outline";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";

test("a webhook's line names its event type once; an operation's line has its summary", () => {
  const document = buildOpenApiDocument() as OutlineDocument;
  const html = renderToStaticMarkup(createElement(ApiOutline, { document }));
  const types = Object.keys(document.webhooks ?? {});
  expect(types.length).toBeGreaterThan(0);
  for (const type of types) {
    expect(html).toContain(`>${type}</code>`);
    expect(html, type).not.toContain(`<span class="text-fg-soft">${type}</span>`);
  }
  const summary = Object.values(document.paths ?? {}).find((item) => item.get?.summary)!.get!.summary!;
  expect(html).toContain(`<span class="text-fg-soft">${summary}</span>`);
});
