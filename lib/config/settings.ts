import { z } from "zod";

/**
 * Every setting the app reads, in one zod object: its name, type, default, a one-line
 * description, whether it is a secret and what production asks of it. The typed values
 * (lib/config/config.ts), the production start-up checks (lib/runtime/check-environment.ts) and
 * `.env.example` (lib/config/env-example.ts) are all derived from it, so a setting cannot be
 * read, checked or documented in one place and forgotten in another (decision "One typed
 * configuration").
 *
 * Every field accepts "unset": outside production nothing is required, and a value that fails
 * its schema is reported and read as unset (its default) instead of failing the import.
 */

/** Where a setting is listed in `.env.example`, in this order; each group's text heads its section. */
export const SETTING_GROUPS = {
  database: "PostgreSQL.",
  sessions: "Dashboard sessions (next-auth).",
  clientAddress: "Client addresses, for per-address rate limits and sign-in throttling.",
  rateLimits: [
    "Rate limiting of /api/v1 (Upstash Redis). Unset: limits are counted in memory per process,",
    "and the log says so. Locally, the Upstash REST emulator in front of a Redis works too:",
    "  URS_TOKEN=dev PORT=8079 node node_modules/@humanwhocodes/upstash-redis-server/dist/server.js",
    "Sign-in limits are fixed: 10 attempts per e-mail and 50 per address in 15 minutes; password",
    "resets 10 per e-mail per hour and 20 per address in 15 minutes.",
  ].join("\n"),
  mail: [
    "E-mail (password resets, invitations). Required in production: an smtp:// or smtps:// URL of",
    "your mail provider and the sender. Unset in development: mail is kept in the dev outbox and",
    "shown at http://localhost:3000/dev/mail (the log prints a link to each message).",
  ].join("\n"),
  inngest: [
    "Inngest (webhook delivery with retries, scheduled work), read by the Inngest SDK itself.",
    "Inngest Cloud: event + signing key. A local `npx inngest-cli dev`: INNGEST_DEV=1. Self-hosted:",
    "INNGEST_BASE_URL. Unset: each event gets one direct delivery attempt, with no retries, and the",
    "scheduled work below runs inside the app, on one instance at a time.",
  ].join("\n"),
  webhooks: "Webhooks.",
  background: [
    "Background work: the outbox sweeper, retention and the stuck-call timeout. Run by Inngest when it is",
    "configured; else inside the app, by the one instance holding a PostgreSQL advisory lock (the SCHEDULER_* settings).",
  ].join("\n"),
  operations: [
    "Logs, telemetry, shutdown. The other standard OTEL_* variables (OTEL_EXPORTER_OTLP_HEADERS,",
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES…) are read by the OpenTelemetry SDK itself.",
  ].join("\n"),
  // Not written to .env.example: Next.js or the host sets them.
  platform: "Set by Next.js or the host.",
} as const;

export type SettingGroup = keyof typeof SETTING_GROUPS;

/** The raw environment: `process.env`, or a plain object of the same shape in tests. */
export type RawEnvironment = Readonly<Record<string, string | undefined>>;

export type SettingMeta = {
  group: SettingGroup;
  /** One line: what the setting is for, and what unset means when that is not just the default. */
  description: string;
  /** A credential: `.env.example` shows a placeholder, never a usable value. */
  secret?: true;
  /** What `.env.example` shows (else the default); `set` writes it uncommented, as a start for a copy. */
  example?: { value: string; set?: true };
  /** The default in words, when it is not a plain value (derived, or different per environment). */
  defaultText?: string;
  production?: {
    /** The start is stopped when the setting is unset (except while another setting has the `unless` value); the message says what to set. */
    required?: { message: string; unless?: { setting: string; value: string } };
    /** A stricter rule than the type, for production only (a development secret may be short): the problem, if any. */
    rule?: (value: string) => string | undefined;
    /** A value that works but costs something in production: the start goes on, with this warning. */
    warning?: (value: string) => string | undefined;
  };
};

/** The settings' metadata, attached to each field's schema (zod's typed registry). */
export const settingMeta = z.registry<SettingMeta>();

/** A field: its schema (which must accept `undefined`) with its metadata attached. */
function setting<T extends z.ZodType<unknown, string | undefined>>(schema: T, meta: SettingMeta): T {
  settingMeta.add(schema, meta);
  return schema;
}

/** A whole number in [min, max]: digits only, surrounding spaces allowed ("1.5", "-1", "1e3" are refused). */
function wholeNumber(min: number, max: number, message: (input: string) => string) {
  return z.string().transform((input, context) => {
    const text = input.trim();
    const value = Number(text);
    if (/^\d{1,15}$/.test(text) && value >= min && value <= max) return value;
    context.addIssue({ code: "custom", message: message(input), input });
    return z.NEVER;
  });
}

/** A positive whole number of something, e.g. `positive("DATABASE_POOL_MAX", "connections")`. */
function positive(name: string, unit: string) {
  return wholeNumber(1, Number.MAX_SAFE_INTEGER, (input) => `${name} must be a whole number of ${unit}, at least 1 (got "${input}").`);
}

/** Set (to anything not blank) or not: what Next.js and hosts mean by a flag. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

// "Name <address>" or a bare address: what nodemailer accepts as the sender.
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const GENERATE_SECRET = "Generate one with `openssl rand -base64 32`.";

/** Set outside production only: the server warns when a production start has it. */
const testOnly = (name: string) => () => `${name} is set: it is for development and tests only and weakens the webhook address rules.`;

/** The explicit opt-in a production build needs to keep mail in the outbox (the test suites' servers). */
const OUTBOX_OPT_IN = "MAIL_TRANSPORT=outbox";

const mailKeptInOutbox = { setting: "MAIL_TRANSPORT", value: "outbox" };

export const configSchema = z.object({
  // Database
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL.")
      .optional(),
    {
      group: "database",
      description: "The PostgreSQL URL. Unset in development: `npm run dev` starts the embedded PGlite database under .data/.",
      secret: true,
      example: { value: "postgresql://postgres@127.0.0.1:5432/voice_assistants", set: true },
      production: { required: { message: "DATABASE_URL is not set: every request needs the database. Set it to a postgresql:// URL." } },
    },
  ),
  DATABASE_DIRECT_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL.")
      .optional(),
    {
      group: "database",
      description:
        "A direct connection for the process's one LISTEN connection (API key cache, follow mode), when DATABASE_URL goes through a pooler in transaction mode.",
      secret: true,
      defaultText: "DATABASE_URL",
      example: { value: "postgresql://postgres@db-direct.internal:5432/voice_assistants" },
    },
  ),
  DATABASE_POOL_MAX: setting(positive("DATABASE_POOL_MAX", "connections").default(10), {
    group: "database",
    description: "Database connections per process (`npm run dev` sets 4 for the embedded database).",
  }),

  // Sessions
  NEXTAUTH_SECRET: setting(z.string().optional(), {
    group: "sessions",
    description: "Signs dashboard sessions, at least 32 characters. `npm run dev` generates one under .data/ when unset.",
    secret: true,
    example: { value: "change-me-to-32-random-bytes", set: true },
    production: {
      required: { message: `NEXTAUTH_SECRET is not set: dashboard sessions cannot be signed. ${GENERATE_SECRET}` },
      rule: (value) =>
        value.length < 32
          ? `NEXTAUTH_SECRET is shorter than 32 characters: a guessable secret lets anyone forge sessions. ${GENERATE_SECRET}`
          : undefined,
    },
  }),
  NEXTAUTH_URL: setting(z.url("NEXTAUTH_URL must be the dashboard's public URL, e.g. https://app.example.com.").optional(), {
    group: "sessions",
    description:
      "The dashboard's public URL: links in e-mails are built from it (never from a request's Host), and https:// makes session cookies Secure.",
    defaultText: "http://localhost:3000 for links",
    example: { value: "http://localhost:3000", set: true },
  }),

  // Client addresses
  TRUSTED_PROXY_HOPS: setting(
    wholeNumber(0, 10, () => "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the reverse proxies in front of the app).").default(
      0,
    ),
    {
      group: "clientAddress",
      description:
        "Reverse proxies in front of the app that append to X-Forwarded-For: 1 behind Vercel or one nginx/load balancer, 2 for a CDN in front of one. 0: the connection's own address. Only when the app cannot be reached around them.",
    },
  ),

  // Rate limits
  UPSTASH_REDIS_REST_URL: setting(
    z.url("UPSTASH_REDIS_REST_URL must be the REST URL of your Upstash database, e.g. https://eu1-example.upstash.io.").optional(),
    {
      group: "rateLimits",
      description:
        "The Upstash Redis REST URL, shared by every instance: rate limits and webhook send slots. Set it with the token, or neither.",
      example: { value: "http://127.0.0.1:8079" },
    },
  ),
  UPSTASH_REDIS_REST_TOKEN: setting(z.string().optional(), {
    group: "rateLimits",
    description: "The Upstash Redis REST token.",
    secret: true,
    example: { value: "dev" },
  }),
  RATE_LIMIT_TIMEOUT_MS: setting(positive("RATE_LIMIT_TIMEOUT_MS", "milliseconds").default(250), {
    group: "rateLimits",
    description: "Least wait for Redis before a request is counted in memory instead (it grows to 4× Redis's measured latency, up to 1 s).",
  }),
  RATE_LIMIT_PREFIX: setting(z.string().optional(), {
    group: "rateLimits",
    description: "A prefix for the rate-limit keys, so test runs and benchmarks can share one Redis without sharing counts.",
    defaultText: "none",
  }),
  RATE_LIMIT_OVERRIDES: setting(z.string().default(""), {
    group: "rateLimits",
    description:
      "Per-account limits other than the tier's: acct_…=<per minute>/<per day>, comma-separated (malformed entries are ignored with a warning).",
    defaultText: "none",
    example: { value: "" },
  }),
  SIGN_UP_LIMIT_PER_HOUR: setting(positive("SIGN_UP_LIMIT_PER_HOUR", "sign-ups").default(20), {
    group: "rateLimits",
    description: "Sign-ups per client address per hour.",
  }),
  INVITATION_LIMIT_PER_HOUR: setting(positive("INVITATION_LIMIT_PER_HOUR", "invitations").default(20), {
    group: "rateLimits",
    description:
      "Invitation e-mails (invitations and resends) one account may send per hour: a team grows by a few people at a time, a spammer by thousands.",
  }),
  INVITATION_MAIL_LIMIT_PER_RECIPIENT_PER_DAY: setting(positive("INVITATION_MAIL_LIMIT_PER_RECIPIENT_PER_DAY", "e-mails").default(3), {
    group: "rateLimits",
    description: "Invitation e-mails one address may be sent per day, from all accounts together: an inbox cannot be flooded through us.",
  }),
  DASHBOARD_WRITE_LIMIT_PER_MINUTE: setting(positive("DASHBOARD_WRITE_LIMIT_PER_MINUTE", "requests").default(60), {
    group: "rateLimits",
    description:
      "Dashboard writes (valid POST, PUT, PATCH, DELETE of a signed-in member) per member per minute. Test suites that script one member through hundreds of writes raise it.",
  }),

  // E-mail
  SMTP_URL: setting(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465.")
      .optional(),
    {
      group: "mail",
      description:
        "Your mail provider's SMTP server (nodemailer): smtps://user:password@host:465 or smtp://…:587. Unset outside production: mail is kept in the dev outbox.",
      secret: true,
      example: { value: "smtps://user:password@smtp.example.com:465" },
      production: {
        required: {
          message:
            "SMTP_URL is not set: invitations and password resets cannot be e-mailed. Set it to your mail provider's " +
            "smtps://user:password@host:465 (or smtp://…:587) URL.",
          unless: mailKeptInOutbox,
        },
      },
    },
  ),
  MAIL_FROM: setting(
    z
      .string()
      .trim()
      .regex(
        MAIL_FROM_PATTERN,
        'MAIL_FROM must be an e-mail address or "Name <address>", e.g. "Voice Assistant Service <no-reply@example.com>".',
      )
      .default("Voice Assistant Service <no-reply@localhost>"),
    {
      group: "mail",
      description: 'The sender of every e-mail: an address, or "Name <address>", that your SMTP server may send from.',
      example: { value: "Voice Assistant Service <no-reply@example.com>" },
      production: {
        required: {
          message:
            'MAIL_FROM is not set: e-mail needs a sender. Set it to an address your SMTP server may send from, e.g. "Voice Assistant Service <no-reply@example.com>".',
          unless: mailKeptInOutbox,
        },
      },
    },
  ),
  MAIL_TRANSPORT: setting(
    z
      .string()
      .trim()
      .pipe(
        z.enum(["smtp", "outbox"], {
          error: (issue) =>
            `MAIL_TRANSPORT must be "smtp" or "outbox" (got "${String(issue.input)}"). Leave it unset in production and set SMTP_URL and MAIL_FROM.`,
        }),
      )
      .optional(),
    {
      group: "mail",
      description:
        "Test suites only, never in a real production: outbox keeps mail in the dev outbox even in a production build (`next start`) and shows /dev/mail there. smtp (or unset) sends by SMTP_URL.",
      defaultText: "smtp when SMTP_URL is set, else outbox",
      example: { value: "outbox" },
      production: {
        warning: (value) =>
          value.trim() === "outbox"
            ? `${OUTBOX_OPT_IN} is set: e-mail is NOT sent. Invitations and password resets are kept in the database and shown to ` +
              "anyone at /dev/mail. It is for the test suites only; never set it in a real production."
            : undefined,
      },
    },
  ),

  // Inngest
  INNGEST_EVENT_KEY: setting(z.string().optional(), {
    group: "inngest",
    description: "Inngest Cloud's event key (with the signing key).",
    secret: true,
    example: { value: "" },
  }),
  INNGEST_SIGNING_KEY: setting(z.string().optional(), {
    group: "inngest",
    description: "Inngest Cloud's signing key: requests to /api/inngest are verified with it.",
    secret: true,
    example: { value: "" },
  }),
  INNGEST_DEV: setting(z.string().optional(), {
    group: "inngest",
    description: "1: a local `npx inngest-cli dev` (no keys needed).",
    example: { value: "1" },
  }),
  INNGEST_BASE_URL: setting(z.url("INNGEST_BASE_URL must be the URL of your Inngest server, e.g. http://inngest:8288.").optional(), {
    group: "inngest",
    description: "A self-hosted Inngest server.",
    example: { value: "http://inngest:8288" },
  }),
  INNGEST_SEND_TIMEOUT_MS: setting(positive("INNGEST_SEND_TIMEOUT_MS", "milliseconds").default(2_000), {
    group: "inngest",
    description: "Cut for each try to hand events to Inngest on a request's path; the outbox sweeper sends what was not handed over.",
  }),

  // Webhooks
  WEBHOOK_DISABLE_AFTER_FAILURES: setting(positive("WEBHOOK_DISABLE_AFTER_FAILURES", "deliveries").default(20), {
    group: "webhooks",
    description: "An endpoint is disabled after this many deliveries in a row failed all their retries.",
  }),
  WEBHOOK_ALLOWED_HOSTS: setting(
    z
      .string()
      .transform((value): readonly string[] =>
        value
          .split(",")
          .map((host) =>
            host
              .trim()
              .toLowerCase()
              .replace(/^\[(.*)\]$/, "$1"),
          )
          .filter(Boolean),
      )
      .default([]),
    {
      group: "webhooks",
      description:
        "Development and tests only, never in production: hosts exempt from the public-address rule (the only way to reach 127.0.0.1), comma-separated.",
      defaultText: "none",
      example: { value: "127.0.0.1,localhost" },
      production: { warning: testOnly("WEBHOOK_ALLOWED_HOSTS") },
    },
  ),
  WEBHOOK_CA_FILE: setting(z.string().optional(), {
    group: "webhooks",
    description: "Development and tests only, never in production: a PEM certificate to trust for a self-signed receiver.",
    example: { value: "/path/to/receiver-cert.pem" },
    production: { warning: testOnly("WEBHOOK_CA_FILE") },
  }),

  // Background work
  RETENTION_DAYS: setting(
    wholeNumber(
      1,
      Number.MAX_SAFE_INTEGER,
      (input) => `RETENTION_DAYS must be a whole number of days, at least 1 (got "${input}")`,
    ).default(30),
    {
      group: "background",
      description: "Days events, deliveries and attempts are kept (calls and usage are kept for good; the audit log one year).",
    },
  ),
  REQUEST_LOG_RETENTION_DAYS: setting(
    wholeNumber(1, 3650, (input) => `REQUEST_LOG_RETENTION_DAYS must be a whole number of days, 1–3650 (got "${input}")`).default(30),
    {
      group: "background",
      description:
        "Days the API logs (every /api/v1 request of an account) are kept; whole days are dropped, hourly, with the retention run.",
    },
  ),
  ACCOUNT_ERASE_AFTER_DAYS: setting(
    wholeNumber(1, 3650, (input) => `ACCOUNT_ERASE_AFTER_DAYS must be a whole number of days, 1–3650 (got "${input}")`).default(30),
    {
      group: "background",
      description:
        "Days a closed account is kept before every row of it is erased (an owner may reopen it until then); checked with the retention run.",
    },
  ),
  CALL_TIMEOUT_MINUTES: setting(positive("CALL_TIMEOUT_MINUTES", "minutes").default(240), {
    group: "background",
    description: "A call still ringing or in progress this long after it rang fails with CALL_TIMEOUT (checked every 5 minutes).",
  }),
  SCHEDULER: setting(
    z
      .string()
      .trim()
      .pipe(z.enum(["on", "off"], { error: (issue) => `SCHEDULER must be "on" or "off" (got "${String(issue.input)}").` }))
      .default("on"),
    {
      group: "background",
      description:
        "Without Inngest: on runs the scheduled work inside the app on one instance at a time; off runs none of it (tests that show what is lost). Ignored with Inngest.",
    },
  ),
  SCHEDULER_LEADER_RETRY_MS: setting(positive("SCHEDULER_LEADER_RETRY_MS", "milliseconds").default(5_000), {
    group: "background",
    description:
      "Without Inngest: how often an instance that is not running the scheduled work tries to take it over, and how often the one running it checks it still holds it. Bounds the hand-over after the runner stops.",
  }),
  SCHEDULER_SWEEP_INTERVAL_MS: setting(positive("SCHEDULER_SWEEP_INTERVAL_MS", "milliseconds").default(10_000), {
    group: "background",
    description: "Without Inngest: milliseconds between outbox sweeps (events left pending, deliveries left unattempted).",
  }),
  SCHEDULER_RETENTION_INTERVAL_MS: setting(positive("SCHEDULER_RETENTION_INTERVAL_MS", "milliseconds").default(3_600_000), {
    group: "background",
    description: "Without Inngest: milliseconds between retention runs (Inngest runs it hourly).",
  }),
  SCHEDULER_CALL_TIMEOUT_INTERVAL_MS: setting(positive("SCHEDULER_CALL_TIMEOUT_INTERVAL_MS", "milliseconds").default(300_000), {
    group: "background",
    description: "Without Inngest: milliseconds between stuck-call checks (Inngest runs it every 5 minutes).",
  }),
  OUTBOX_PENDING_AFTER_MS: setting(positive("OUTBOX_PENDING_AFTER_MS", "milliseconds").default(30_000), {
    group: "background",
    description:
      "Without Inngest: an event still pending this long after it was recorded is delivered by the sweeper (its own instance stopped first); a delivery still unattempted this long plus the 30 s webhook timeout is attempted again.",
  }),

  // Operations
  LOG_LEVEL: setting(
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: (issue) => `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${String(issue.input)}").`,
      })
      .optional(),
    {
      group: "operations",
      description: "The least level logged; info writes one line per API request.",
      defaultText: "info (warn under tests)",
      example: { value: "info" },
    },
  ),
  LOG_DESTINATION: setting(
    z
      .enum(["stdout", "stderr"], { error: (issue) => `LOG_DESTINATION must be stdout or stderr (got "${String(issue.input)}").` })
      .default("stdout"),
    {
      group: "operations",
      description: "Where log lines go: stderr for a command-line tool whose stdout is its answer (the admin CLI).",
    },
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting(z.url("OTEL_EXPORTER_OTLP_ENDPOINT must be a URL, e.g. http://otel-collector:4318.").optional(), {
    group: "operations",
    description: "The OTLP/HTTP collector for traces and metrics. Unset: no telemetry, and none of the OpenTelemetry SDK is loaded.",
    example: { value: "http://otel-collector:4318" },
  }),
  OTEL_SERVICE_NAME: setting(z.string().default("voice-assistant-service"), {
    group: "operations",
    description: "The service name on traces and metrics.",
  }),
  OTEL_METRIC_EXPORT_INTERVAL: setting(positive("OTEL_METRIC_EXPORT_INTERVAL", "milliseconds").default(60_000), {
    group: "operations",
    description: "Milliseconds between metric exports.",
  }),
  OTEL_EXPORTER_OTLP_PROTOCOL: setting(
    z
      .enum(["http/protobuf", "http/json"], {
        error: (issue) => `OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (got "${String(issue.input)}").`,
      })
      .default("http/protobuf"),
    {
      group: "operations",
      description:
        "How traces are encoded for the collector (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL wins for traces); metrics go as http/json.",
    },
  ),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: setting(
    z
      .enum(["http/protobuf", "http/json"], {
        error: (issue) => `OTEL_EXPORTER_OTLP_TRACES_PROTOCOL must be http/protobuf or http/json (got "${String(issue.input)}").`,
      })
      .optional(),
    {
      group: "operations",
      description: "The traces' own protocol, over OTEL_EXPORTER_OTLP_PROTOCOL.",
    },
  ),
  OTEL_TRACES_SAMPLER: setting(
    z
      .enum(["always_on", "always_off", "traceidratio", "parentbased_always_on", "parentbased_always_off", "parentbased_traceidratio"], {
        error: (issue) =>
          `OTEL_TRACES_SAMPLER must be always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off or parentbased_traceidratio (got "${String(issue.input)}").`,
      })
      .default("parentbased_always_on"),
    {
      group: "operations",
      description:
        "Which requests are traced, as OpenTelemetry defines it: parentbased_* follow a caller's traceparent decision; traceidratio keeps OTEL_TRACES_SAMPLER_ARG of the traces.",
    },
  ),
  OTEL_TRACES_SAMPLER_ARG: setting(
    z
      .string()
      .transform((input, context) => {
        const value = Number(input.trim());
        if (input.trim() !== "" && value >= 0 && value <= 1) return value;
        context.addIssue({ code: "custom", message: `OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (got "${input}").`, input });
        return z.NEVER;
      })
      .optional(),
    {
      group: "operations",
      description: "The share of traces kept by the traceidratio samplers, 0 to 1.",
      defaultText: "1",
      example: { value: "0.1" },
    },
  ),
  OTEL_DATABASE_SPANS: setting(
    z
      .enum(["queries", "none"], {
        error: (issue) => `OTEL_DATABASE_SPANS must be queries or none (got "${String(issue.input)}").`,
      })
      .default("queries"),
    {
      group: "operations",
      description: "Database spans: one per SQL statement, with its text (queries), or none.",
    },
  ),
  HOST: setting(z.string().trim().min(1).optional(), {
    group: "operations",
    description:
      "The interface `npm run dev` listens on. Unset: 127.0.0.1, so only this machine reaches the dev server and its /dev/mail outbox; 0.0.0.0 opens it to the network on purpose.",
    defaultText: "127.0.0.1",
    example: { value: "127.0.0.1" },
  }),
  REQUEST_LOGS: setting(
    z
      .string()
      .trim()
      .pipe(z.enum(["on", "off"], { error: (issue) => `REQUEST_LOGS must be "on" or "off" (got "${String(issue.input)}").` }))
      .default("on"),
    {
      group: "operations",
      description:
        "on records every /api/v1 request of an account in its API logs; off records none (nothing is queued; what is already stored stays readable). For measuring what the log costs, or an installation that keeps no request history.",
    },
  ),
  REQUEST_LOG_FLUSH_MS: setting(
    wholeNumber(50, 60_000, (input) => `REQUEST_LOG_FLUSH_MS must be a whole number of milliseconds, 50–60000 (got "${input}")`).default(
      1_000,
    ),
    {
      group: "operations",
      description:
        "Milliseconds between writes of the buffered API log entries (one multi-row INSERT each); the request never waits for them.",
    },
  ),
  REQUEST_LOG_BUFFER_MAX: setting(positive("REQUEST_LOG_BUFFER_MAX", "entries").default(10_000), {
    group: "operations",
    description:
      "API log entries a process holds while the database is slow; past it the oldest are dropped and counted (request_log.dropped).",
  }),
  SHUTDOWN_DRAIN_MS: setting(
    wholeNumber(0, 600_000, (input) => `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, 0 to 600000 (got "${input}").`).default(
      0,
    ),
    {
      group: "operations",
      description:
        'After SIGTERM, how long the process keeps serving while /api/health answers 503 "draining", so a load balancer that polls readiness stops sending first; then it stops listening. Set it above the balancer\'s interval times its failure threshold (docs/operating.md).',
    },
  ),
  SHUTDOWN_DEADLINE_MS: setting(positive("SHUTDOWN_DEADLINE_MS", "milliseconds").default(10_000), {
    group: "operations",
    description: "Longest a stopping process finishes its work before it exits anyway (what is left stays pending for the sweeper).",
  }),

  // Platform
  NODE_ENV: setting(
    z
      .enum(["development", "production", "test"], {
        error: (issue) => `NODE_ENV must be development, production or test (got "${String(issue.input)}").`,
      })
      .default("development"),
    {
      group: "platform",
      description: "production under `next start`, development under `next dev`, test under Vitest.",
    },
  ),
  VERCEL: setting(flag, {
    group: "platform",
    description: "Set on Vercel: session cookies are Secure there when NEXTAUTH_URL is unset.",
  }),
  NEXT_MANUAL_SIG_HANDLE: setting(flag, {
    group: "platform",
    description: "Next.js's own: with it, `next start` leaves SIGTERM to the app and stops nothing itself. Do not set it.",
  }),
});

/** The typed settings, as the app reads them. */
export type Config = z.output<typeof configSchema>;

export type SettingName = keyof Config;

export const SETTING_NAMES = Object.keys(configSchema.shape) as SettingName[];

/** A field's metadata; every field has one (the `setting` helper is the only way to declare a field). */
export function metaOf(name: SettingName): SettingMeta {
  const meta = settingMeta.get(configSchema.shape[name]);
  if (!meta) throw new Error(`${name} has no metadata: declare it with setting(…)`);
  return meta;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** Rules over several settings, checked on a production start after each setting's own. */
export const PRODUCTION_RULES: ReadonlyArray<(env: RawEnvironment) => { error?: string; warning?: string }> = [
  (env) => {
    const redisSettings = [env.UPSTASH_REDIS_REST_URL, env.UPSTASH_REDIS_REST_TOKEN].filter(present).length;
    if (redisSettings === 1) return { error: "Set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither." };
    if (redisSettings === 2) return {};
    return {
      warning:
        "UPSTASH_REDIS_REST_URL/TOKEN are not set: rate limits and webhook send slots are counted in this process's memory. " +
        "Each instance allows the full limits and a restart forgets them.",
    };
  },
  (env) => {
    const inngest =
      (present(env.INNGEST_EVENT_KEY) && present(env.INNGEST_SIGNING_KEY)) || present(env.INNGEST_BASE_URL) || env.INNGEST_DEV === "1";
    if (inngest) return {};
    return {
      warning:
        "INNGEST_EVENT_KEY/INNGEST_SIGNING_KEY (or INNGEST_BASE_URL) are not set: each webhook event gets one delivery attempt, " +
        "made directly by the instance that recorded it, with no retries (a failed one can be resent from the dashboard). " +
        "Scheduled work (the outbox sweeper, retention, the stuck-call timeout) runs inside the app on one instance at a time " +
        "(a PostgreSQL advisory lock): an event left pending by an instance that stopped is delivered by the sweeper within " +
        "about a minute." +
        (env.SCHEDULER?.trim() === "off" ? " SCHEDULER=off: none of it runs, and events left pending stay pending." : ""),
    };
  },
];
