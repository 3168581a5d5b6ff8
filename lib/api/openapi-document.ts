import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { PERMISSIONS, type Permission } from "@/lib/api-keys/permissions";
import {
  assistantIdSchema,
  assistantListSchema,
  assistantSchema,
  createAssistantSchema,
  listAssistantsQuerySchema,
  updateAssistantSchema,
} from "@/lib/schemas/assistant";
import { callDetailSchema, callIdSchema, callListSchema, listCallsQuerySchema } from "@/lib/schemas/call";
import { usageSchema } from "@/lib/schemas/usage";
import { API_ERROR_STATUS, errorBodySchema, type ApiErrorCode } from "./errors";
import { MAX_BODY_BYTES } from "./read-json-body";

// The document is built from the very schemas the handlers validate with, so it cannot drift
// from what the API accepts and returns.

const rateLimitHeaders = {
  "X-RateLimit-Limit": { description: "Requests allowed in the window that binds now (per minute or per day).", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left: the smaller of the minute and the day window.", schema: { type: "integer" as const, minimum: 0 } },
  "X-RateLimit-Reset": { description: "Unix time (seconds) at which that window resets.", schema: { type: "integer" as const } },
  "X-Request-Id": { description: "Identifies this request in logs; also `error.requestId`.", schema: { type: "string" as const } },
};

export const ERROR_DESCRIPTIONS: Record<ApiErrorCode, string> = {
  UNAUTHORIZED: "Missing, malformed, unknown, revoked or expired API key.",
  FORBIDDEN: "The API key lacks the permission this operation needs.",
  NOT_FOUND: "No such resource in the caller's account.",
  RATE_LIMITED: "Over the tier's per-minute or per-day limit. `Retry-After` says when to retry.",
  INTERNAL_ERROR: "Server error; retry later.",
  VALIDATION_ERROR: "The body or query is not valid; `error.details` lists each problem.",
  INVALID_JSON: "The body is not valid JSON.",
  UNSUPPORTED_MEDIA_TYPE: "The body is not declared as `Content-Type: application/json`.",
  PAYLOAD_TOO_LARGE: `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`,
  METHOD_NOT_ALLOWED: "The path does not support this method; `Allow` lists those it does.",
};

function errorResponses(codes: ApiErrorCode[]): Record<number, ResponseConfig> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      {
        description: group.map((code) => `\`${code}\`: ${ERROR_DESCRIPTIONS[code]}`).join(" "),
        headers: status === 429 ? { ...rateLimitHeaders, "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } : rateLimitHeaders,
        content: { "application/json": { schema: errorBodySchema } },
      },
    ]),
  );
}

const ALWAYS: ApiErrorCode[] = ["UNAUTHORIZED", "FORBIDDEN", "RATE_LIMITED", "INTERNAL_ERROR"];
const WITH_BODY: ApiErrorCode[] = ["VALIDATION_ERROR", "INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"];

const idParams = z.object({ id: assistantIdSchema });

function operation(
  config: Omit<RouteConfig, "responses" | "security"> & { permission: Permission; errors: ApiErrorCode[]; success: Record<number, ResponseConfig> },
): RouteConfig {
  const { permission, errors, success, description, ...route } = config;
  return {
    ...route,
    description: `${description ?? ""}\n\nNeeds the \`${permission}\` permission.`.trim(),
    security: [{ apiKey: [] }],
    "x-permission": permission,
    responses: { ...success, ...errorResponses([...ALWAYS, ...errors]) },
  };
}

function ok(description: string, schema?: z.ZodType, headers: ResponseConfig["headers"] = {}): ResponseConfig {
  return {
    description,
    headers: { ...rateLimitHeaders, ...headers },
    ...(schema ? { content: { "application/json": { schema } } } : {}),
  };
}

export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: `An API key from the dashboard, sent as \`Authorization: Bearer vk_live_…\`. Permissions: ${PERMISSIONS.join(", ")}.`,
  });

  registry.registerPath(
    operation({
      method: "get",
      path: "/assistants",
      operationId: "listAssistants",
      summary: "List assistants",
      description: "The caller's assistants, newest first. Follow `nextCursor` for more.",
      tags: ["Assistants"],
      permission: "assistants:read",
      request: { query: listAssistantsQuerySchema },
      success: { 200: ok("A page of assistants.", assistantListSchema) },
      errors: ["VALIDATION_ERROR"],
    }),
  );
  registry.registerPath(
    operation({
      method: "post",
      path: "/assistants",
      operationId: "createAssistant",
      summary: "Create an assistant",
      tags: ["Assistants"],
      permission: "assistants:write",
      request: { body: { required: true, content: { "application/json": { schema: createAssistantSchema } } } },
      success: {
        201: ok("The created assistant.", assistantSchema, {
          Location: { description: "Path of the new assistant.", schema: { type: "string" } },
        }),
      },
      errors: WITH_BODY,
    }),
  );
  registry.registerPath(
    operation({
      method: "get",
      path: "/assistants/{id}",
      operationId: "getAssistant",
      summary: "Get an assistant",
      tags: ["Assistants"],
      permission: "assistants:read",
      request: { params: idParams },
      success: { 200: ok("The assistant.", assistantSchema) },
      errors: ["NOT_FOUND"],
    }),
  );
  registry.registerPath(
    operation({
      method: "put",
      path: "/assistants/{id}",
      operationId: "updateAssistant",
      summary: "Update an assistant",
      description: "Partial update: only the fields sent change (e.g. `{\"status\": \"inactive\"}`).",
      tags: ["Assistants"],
      permission: "assistants:write",
      request: { params: idParams, body: { required: true, content: { "application/json": { schema: updateAssistantSchema } } } },
      success: { 200: ok("The updated assistant.", assistantSchema) },
      errors: ["NOT_FOUND", ...WITH_BODY],
    }),
  );
  registry.registerPath(
    operation({
      method: "delete",
      path: "/assistants/{id}",
      operationId: "deleteAssistant",
      summary: "Delete an assistant",
      description: "Calls already made keep the assistant's id and name.",
      tags: ["Assistants"],
      permission: "assistants:write",
      request: { params: idParams },
      success: { 204: ok("Deleted.") },
      errors: ["NOT_FOUND"],
    }),
  );

  registry.registerPath(
    operation({
      method: "get",
      path: "/calls",
      operationId: "listCalls",
      summary: "List calls",
      description: "The caller's calls, newest first, optionally of one assistant and/or in one status. Follow `nextCursor` for more.",
      tags: ["Calls"],
      permission: "calls:read",
      request: { query: listCallsQuerySchema },
      success: { 200: ok("A page of calls (without transcripts).", callListSchema) },
      errors: ["VALIDATION_ERROR"],
    }),
  );
  registry.registerPath(
    operation({
      method: "get",
      path: "/calls/{id}",
      operationId: "getCall",
      summary: "Get a call",
      description: "One call with its transcript (null until `transcript.ready`).",
      tags: ["Calls"],
      permission: "calls:read",
      request: { params: z.object({ id: callIdSchema }) },
      success: { 200: ok("The call.", callDetailSchema) },
      errors: ["NOT_FOUND"],
    }),
  );
  registry.registerPath(
    operation({
      method: "get",
      path: "/usage",
      operationId: "getUsage",
      summary: "Get usage",
      description: "Minutes used in the current billing period (calendar month, UTC) against the tier's included minutes.",
      tags: ["Usage"],
      permission: "usage:read",
      success: { 200: ok("The current period's usage.", usageSchema) },
      errors: [],
    }),
  );

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Voice Assistant Service API",
      version: "1.0.0",
      description:
        "Manage voice assistants and read their calls and the account's usage. Events (call, transcript, usage) are not polled here: they arrive as signed webhooks. Every request passes rate limiting (per account and tier, per minute and per day), then API-key authentication, then a permission check. Errors share one body: `{ error: { code, message, requestId, details? } }`.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/api/v1" }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "Assistants", description: "Voice assistants that answer telephone calls." },
      { name: "Calls", description: "Calls the assistants took, with summaries and transcripts." },
      { name: "Usage", description: "Minutes used against the tier's included minutes." },
    ],
  });
}
