import pino from "pino";

/**
 * The service's one logger: JSON lines on stdout, one object per event, so an operator's
 * collector can filter by field (requestId, accountId, operation…). Anything that could hold
 * a secret is redacted by path before it is written.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "voice-assistant-service" },
  redact: {
    paths: [
      "password",
      "*.password",
      "secret",
      "*.secret",
      "token",
      "*.token",
      "authorization",
      "*.authorization",
      "headers.authorization",
      "headers.cookie",
      "apiKey",
      "*.apiKey",
    ],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;
