"use server";

import { buildOpenApiDocument } from "@/lib/api/openapi-document";

let document: Record<string, unknown> | undefined;

/**
 * The OpenAPI document for the interactive reference, fetched when the reader opens it (a
 * server action: not counted against the reader's API rate limit as /api/v1/openapi.json
 * would be, and not carried in the page's HTML). The document is public.
 */
export async function loadApiDocument(): Promise<Record<string, unknown>> {
  document ??= buildOpenApiDocument() as unknown as Record<string, unknown>;
  return document;
}
