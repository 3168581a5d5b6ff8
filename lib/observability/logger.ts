import { TraceFlags, trace } from "@opentelemetry/api";
import pino from "pino";
import { config } from "@/lib/config/config";
import { requestContext } from "./request-context";

/**
 * Field names whose values are secrets: replaced before the line is written, at the top level
 * and inside the objects listed below (e.g. `{ headers: { authorization } }`).
 */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "secret",
  "signingSecret",
  "token",
  "accessToken",
  "refreshToken",
  "apiKey",
  "key",
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  '"set-cookie"',
  '"x-service-signature"',
  "sessionToken",
  "otpauthUri",
  "recoveryCodes",
];

/**
 * Objects whose secret fields are redacted too. Named, not `*.field`: a wildcard path makes
 * every log call walk every object, which cost ~100 µs per request line (measured).
 */
const NESTED_IN = ["headers", "body", "user", "credentials", "input", "endpoint"];

export const REDACTED = "[redacted]";

/**
 * The fields every line gets from where it is logged: the request being handled (its id,
 * route, account and actor; lib/observability/request-context.ts), and the span active there
 * when that span is exported (`trace_id`, `span_id`, as OpenTelemetry names them in logs), so
 * a line and its trace can be joined. One store read and one context read per line; outside
 * a request and a sampled span, nothing. The line's own fields win over these (pino assigns
 * them onto the returned object, which is therefore a new one each time).
 */
export function contextFields(): Record<string, unknown> {
  const request = requestContext();
  const span = trace.getActiveSpan()?.spanContext();
  const traced = span !== undefined && (span.traceFlags & TraceFlags.SAMPLED) !== 0;
  const fields: Record<string, unknown> = {};
  if (request) {
    fields.requestId = request.requestId;
    // The template once routed, so lines of one operation group together; the path until then.
    fields.route = request.route ?? request.path;
    if (request.accountId !== undefined) fields.accountId = request.accountId;
    if (request.actor !== undefined) fields.actor = request.actor;
  }
  if (traced) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

/**
 * The service's one logger: JSON lines on stdout, one object per event, so an operator's
 * collector can filter by field (requestId, accountId, operation…); every line written while a
 * request is handled carries the request's fields and trace ids ({@link contextFields}). Anything that could hold
 * a secret is redacted by field name before it is written. The destination is synchronous
 * (no worker thread, which Next's bundling breaks, and no line lost when the process exits);
 * `npm run dev` pipes the lines through pino-pretty in its own process instead. A command-line
 * tool whose stdout is its answer (the admin CLI) sets `LOG_DESTINATION=stderr`.
 */
const { LOG_LEVEL, LOG_DESTINATION, NODE_ENV } = config();

export const logger = pino(
  {
    level: LOG_LEVEL ?? (NODE_ENV === "test" ? "warn" : "info"),
    base: { service: "voice-assistant-service" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: contextFields,
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, ...NESTED_IN.map((parent) => `${parent}.${field}`)]), censor: REDACTED },
  },
  pino.destination({ dest: LOG_DESTINATION === "stderr" ? 2 : 1, sync: true }),
);

export type Logger = typeof logger;
