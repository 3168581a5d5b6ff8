import pino from "pino";

/**
 * Field names whose values are secrets wherever they appear (top level or one object down,
 * e.g. `{ headers: { authorization } }`): the value is replaced before the line is written.
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
];

export const REDACTED = "[redacted]";

/**
 * The service's one logger: JSON lines on stdout, one object per event, so an operator's
 * collector can filter by field (requestId, accountId, operation…). Anything that could hold
 * a secret is redacted by field name before it is written. The destination is synchronous
 * (no worker thread, which Next's bundling breaks, and no line lost when the process exits);
 * `npm run dev` pipes the lines through pino-pretty in its own process instead.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "voice-assistant-service" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
});

export type Logger = typeof logger;

