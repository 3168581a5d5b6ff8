import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { PERMISSIONS } from "@/lib/access/permissions";
import { API_ERROR_STATUS, errorBodySchema, type ApiErrorCode } from "@/lib/errors";
import { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@/lib/idempotency/run-idempotent";
import { errorCodesOf, takesIdempotencyKey, type Operation } from "./operation";
import { API_OPERATIONS } from "./operations";
import { MAX_BODY_BYTES } from "./pipeline/read-json-body";
import { addCodeSamples } from "./openapi-code-samples";
import { registerWebhooks, WEBHOOKS_TAG } from "./openapi-webhooks";

// The document is built from the very schemas the handlers validate with, so it cannot drift
// from what the API accepts and returns.

// Sent on every answer (the pipeline's record stage, pipeline/run-pipeline.ts), so `required`: generated clients then type them
// as always present.
const rateLimitHeaders = {
  "X-RateLimit-Limit": {
    required: true,
    description: "Requests allowed in the window that binds now (per minute or per day).",
    schema: { type: "integer" as const },
  },
  "X-RateLimit-Remaining": {
    required: true,
    description: "Requests left: the smaller of the minute and the day window.",
    schema: { type: "integer" as const, minimum: 0 },
  },
  "X-RateLimit-Reset": {
    required: true,
    description: "Unix time (seconds) at which that window resets.",
    schema: { type: "integer" as const },
  },
  "X-Request-Id": {
    required: true,
    description: "Identifies this request in logs; also `error.requestId`.",
    schema: { type: "string" as const },
  },
};

/** How serve-operations reads a query: `?status=` is a form's "All", not a value to validate. */
const EMPTY_QUERY_VALUE = "An empty value (`?name=`) is the same as leaving the parameter out.";

export const ERROR_DESCRIPTIONS: Record<ApiErrorCode, string> = {
  UNAUTHORIZED: "Missing, malformed, unknown, revoked or expired API key.",
  FORBIDDEN: "The API key lacks the permission this operation needs.",
  CONFIRMATION_REQUIRED: "Dashboard only: a dangerous change needs the member's password confirmed in the last 10 minutes.",
  NOT_FOUND: "No such resource in the caller's account.",
  RATE_LIMITED: "Over the tier's per-minute or per-day limit. `Retry-After` says when to retry.",
  INTERNAL_ERROR: "Server error; retry later.",
  VALIDATION_ERROR: "The body or query is not valid; `error.details` lists each problem.",
  INVALID_JSON: "The body is not valid JSON.",
  UNSUPPORTED_MEDIA_TYPE: "The body is not declared as `Content-Type: application/json`.",
  PAYLOAD_TOO_LARGE: `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`,
  METHOD_NOT_ALLOWED: "The path does not support this method; `Allow` lists those it does.",
  CONFLICT: "The resource is not in a state that allows this.",
  IDEMPOTENCY_KEY_INVALID: "The `Idempotency-Key` header is not 1–255 printable ASCII characters without spaces.",
  IDEMPOTENCY_KEY_IN_FLIGHT: "A request with this `Idempotency-Key` is still running; retry in a moment to get its result.",
  IDEMPOTENCY_KEY_REUSED: "This `Idempotency-Key` was used in the last 24 hours for a different request (method, path or body).",
};

/** The error answers of `codes`, grouped by status, each with the one error body and the rate-limit headers. */
export function errorResponses(codes: ApiErrorCode[]): Record<number, ResponseConfig> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      {
        description: group.map((code) => `\`${code}\`: ${ERROR_DESCRIPTIONS[code]}`).join(" "),
        headers:
          status === 429
            ? { ...rateLimitHeaders, "Retry-After": { required: true, description: "Seconds to wait.", schema: { type: "integer" } } }
            : rateLimitHeaders,
        content: { "application/json": { schema: errorBodySchema } },
      },
    ]),
  );
}

const API_PREFIX = "/api/v1";

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({
      description:
        "Makes a retry safe: the first result for this key (per account, 24 hours) is returned again instead of running the request twice. 1–255 printable ASCII characters, e.g. a UUID. The same key with another method, path or body answers 422 `IDEMPOTENCY_KEY_REUSED`.",
      example: "5f0c6f3e-2b1a-4c8e-9d7a-1e2f3a4b5c6d",
    }),
});

function successResponse(operation: Operation): ResponseConfig {
  const { description, schema, location } = operation.response;
  const headers: ResponseConfig["headers"] = { ...rateLimitHeaders };
  if (location) headers.Location = { required: true, description: "Path of the new resource.", schema: { type: "string" } };
  if (takesIdempotencyKey(operation)) {
    headers[IDEMPOTENT_REPLAYED_HEADER] = {
      description: "`true` when this is the stored result of an earlier request with the same `Idempotency-Key`.",
      schema: { type: "string", enum: ["true"] },
    };
  }
  return { description, headers, ...(schema ? { content: { "application/json": { schema } } } : {}) };
}

/** An operation as the document describes it: every status it can answer, derived, not listed by hand. */
function toRouteConfig(operation: Operation & { access: { apiKey: string } }): RouteConfig {
  const permission = operation.access.apiKey;
  return {
    method: operation.method.toLowerCase() as RouteConfig["method"],
    path: operation.path.slice(API_PREFIX.length),
    operationId: operation.id,
    summary: operation.summary,
    description: `${operation.description ?? ""}\n\nNeeds the \`${permission}\` permission.`.trim(),
    tags: operation.tag ? [operation.tag] : undefined,
    security: [{ apiKey: [] }],
    "x-permission": permission,
    request: {
      params: operation.params,
      query: operation.query,
      headers: takesIdempotencyKey(operation) ? idempotencyHeaders : undefined,
      body: operation.body ? { required: true, content: { "application/json": { schema: operation.body } } } : undefined,
    },
    responses: { [operation.response.status]: successResponse(operation), ...errorResponses(errorCodesOf(operation)) },
  };
}

/** The public API as OpenAPI 3.1: the operations that need an API key (the document itself is public). */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: `An API key from the dashboard, sent as \`Authorization: Bearer vk_live_…\`. Permissions: ${PERMISSIONS.join(", ")}.`,
  });
  for (const operation of API_OPERATIONS) {
    if (typeof operation.access === "object") registry.registerPath(toRouteConfig({ ...operation, access: operation.access }));
  }
  registerWebhooks(registry);

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Voice Assistant Service API",
      version: "1.0.0",
      description:
        "Manage voice assistants and read their calls and the account's usage. Events (call, transcript, usage) arrive as signed webhooks; the Events API lists them for 30 days and redelivers them. Every `POST` takes an optional `Idempotency-Key` header that makes retries safe. Every request passes rate limiting (per account and tier, per minute and per day), then API-key authentication, then a permission check. Errors share one body: `{ error: { code, message, requestId, details? } }`.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/api/v1" }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "Assistants", description: "Voice assistants that answer telephone calls." },
      { name: "Calls", description: "Calls the assistants took, with summaries and transcripts." },
      { name: "Usage", description: "Minutes used against the tier's included minutes." },
      { name: "Events", description: "The account's webhook events of the last 30 days, their deliveries, redelivery and recovery." },
      {
        name: "Audit log",
        description: "Every change made to the account through the dashboard or the API in the last year: who, what, when, from where.",
      },
      {
        name: "API logs",
        description:
          "Every request the account's keys made, with the answer's status and, for errors, the redacted bodies: find a request by the `requestId` of its error.",
      },
      WEBHOOKS_TAG,
    ],
  });
  statePerOperationRules(document);
  writeAnyValueAsTrue(document);
  addCodeSamples(document);
  return document;
}

type Document = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
type PropertySchema = { default?: unknown; description?: string };

/**
 * Two rules the generated schemas cannot carry, written into the document:
 * - every optional query parameter: an empty value is the parameter left out (see
 *   EMPTY_QUERY_VALUE), in words and as `allowEmptyValue`, so a client or validator that reads
 *   the document accepts `?limit=` as the API does (a required one is refused when empty);
 * - a request body's defaults. openapi-typescript types a component's property that has a
 *   `default` as always present (right for a response, wrong for a request), so a request body
 *   component states its defaults in its descriptions instead.
 */
function statePerOperationRules(document: Document): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: Record<string, PropertySchema> }>;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      for (const parameter of operation?.parameters ?? []) {
        if (!("in" in parameter) || parameter.in !== "query" || parameter.required) continue;
        parameter.description = `${parameter.description ?? ""} ${EMPTY_QUERY_VALUE}`.trim();
        parameter.allowEmptyValue = true;
      }
      const body =
        operation?.requestBody && "content" in operation.requestBody
          ? operation.requestBody.content["application/json"]?.schema
          : undefined;
      const name = (body as { $ref?: string } | undefined)?.$ref?.replace("#/components/schemas/", "");
      for (const property of Object.values(schemas[name ?? ""]?.properties ?? {})) {
        if (!("default" in property)) continue;
        property.description = `${property.description ?? ""} Defaults to \`${String(property.default)}\`.`.trim();
        delete property.default;
      }
    }
  }
}

/**
 * A map of any values (`z.record(z.string(), z.unknown())`) as `additionalProperties: true`
 * instead of the empty schema `{}` zod-to-openapi writes for `z.unknown()`. Both mean "any
 * value", but a schema without a `type` is one Scalar's reference cannot read: it reports
 * "document validation errors" in the reader's console (tests/lib/api/openapi-scalar.test.ts).
 */
function writeAnyValueAsTrue(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  const object = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(object)) {
    const anyValue = typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
    if (key === "additionalProperties" && anyValue) object[key] = true;
    else writeAnyValueAsTrue(value);
  }
}
