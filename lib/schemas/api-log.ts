import { z } from "zod";
import { isoDateTimeText } from "./date-time";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";

// REST: the API logs (GET /api/v1/request-logs and its dashboard twin): every /api/v1 request
// an account's keys made, as the service answered it.

/** Largest request or response body kept with an entry (answers of 400 and above only). */
export const REQUEST_LOG_BODY_MAX_BYTES = 8 * 1024;

export const requestIdSchema = prefixedIdSchema("req", "Request identifier: the X-Request-Id header and `requestId` of an error body.");

/** `2xx`, `4xx`, `5xx` (a class) or one status such as `429`. */
export const STATUS_FILTER_PATTERN = /^[1-5](?:xx|\d\d)$/;

const isoFilter = (description: string) =>
  isoDateTimeText("Use an ISO 8601 time such as 2026-11-21T08:00:00Z")
    .transform((text) => new Date(text))
    .optional()
    .meta({ description, example: "2026-11-21T08:00:00Z" });

export const listRequestLogsQuerySchema = z.strictObject({
  status: z
    .string()
    .regex(STATUS_FILTER_PATTERN, "Use a status class such as 4xx, or a status such as 429")
    .optional()
    .meta({ description: "Only answers of this class (`2xx`, `4xx`, `5xx`) or this status (`429`).", example: "4xx" }),
  method: z
    .string()
    .regex(/^[A-Z]{3,7}$/, "Use an HTTP method in capitals, such as POST")
    .optional()
    .meta({ description: "Only requests of this HTTP method.", example: "POST" }),
  route: z
    .string()
    .max(200)
    .regex(/^\/api\/v1\/[A-Za-z0-9_./{}-]*$/, "Use an operation's path, such as /api/v1/assistants/{id}")
    .optional()
    .meta({
      description: "Only requests to this operation, by its path template (as the reference lists it).",
      example: "/api/v1/assistants/{id}",
    }),
  keyId: prefixedIdSchema("key", "Only requests made with this API key.").optional(),
  requestId: requestIdSchema
    .optional()
    .meta({ description: "The one request with this id (from X-Request-Id or an error body's `requestId`)." }),
  from: isoFilter("Only requests made at or after this time."),
  to: isoFilter("Only requests made before this time."),
  limit: pageLimitSchema,
  cursor: pageCursorSchema(requestIdSchema),
});
export type ListRequestLogsQuery = z.output<typeof listRequestLogsQuerySchema>;
export type RequestLogFilter = Omit<ListRequestLogsQuery, "limit" | "cursor">;

const isoTime = z.iso.datetime({ offset: false }).meta({ example: "2026-11-21T08:00:00.000Z" });

const bodyText = (which: string) =>
  z
    .string()
    .nullable()
    .meta({
      description: `The ${which} body for answers of 400 and above, secrets redacted (\`"[REDACTED]"\`), at most ${REQUEST_LOG_BODY_MAX_BYTES / 1024} KiB (longer ones end with \`…[truncated]\`); null for successful answers and bodies the service did not read.`,
    });

export const requestLogEntrySchema = z
  .object({
    id: requestIdSchema,
    createdAt: isoTime.meta({ description: "When the request arrived." }),
    method: z.string().meta({ example: "POST" }),
    path: z.string().meta({ description: "The path asked for.", example: "/api/v1/assistants" }),
    route: z
      .string()
      .nullable()
      .meta({ description: "The operation's path template; null when no operation serves the path.", example: "/api/v1/assistants/{id}" }),
    query: z.string().nullable().meta({ description: "The query string (without `?`), secrets redacted.", example: "limit=20" }),
    status: z.number().int().meta({ example: 201 }),
    errorCode: z
      .string()
      .nullable()
      .meta({ description: "The error body's `code` for answers of 400 and above.", example: "VALIDATION_ERROR" }),
    durationMs: z.number().meta({ description: "Time to the answer, in milliseconds." }),
    apiKey: z
      .object({ id: z.string(), name: z.string(), prefix: z.string() })
      .meta({ id: "RequestLogApiKey", description: "The key the request was made with (never the key itself)." }),
    ipAddress: z.string().nullable().meta({ example: "203.0.113.7" }),
    userAgent: z.string().nullable(),
    idempotencyKey: z.string().nullable().meta({ description: "The request's Idempotency-Key header." }),
    replayed: z.boolean().meta({ description: "True when the answer was the replay of an earlier request with the same Idempotency-Key." }),
    requestBody: bodyText("request"),
    responseBody: bodyText("response"),
  })
  .meta({ id: "RequestLogEntry" });
export type RequestLogView = z.infer<typeof requestLogEntrySchema>;

export const requestLogListSchema = pageSchema(requestLogEntrySchema, "RequestLogList");
export type RequestLogList = z.infer<typeof requestLogListSchema>;
