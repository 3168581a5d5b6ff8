import { z } from "zod";
import { parseTrustedProxyHops } from "./http/client-address";
import { logger } from "@/lib/observability/logger";
import { OUTBOX_OPT_IN } from "@/lib/mail/mail-transport";

export type EnvironmentReport = {
  /** Settings the app cannot run without: the start is stopped. */
  errors: string[];
  /** Settings whose absence costs a feature: the start goes on, loudly. */
  warnings: string[];
};

const present = (value: string | undefined) => value !== undefined && value.trim() !== "";

// Only what a production start needs to be right about; every other setting has a safe default
// and is read where it is used.
const productionSchema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: every request needs the database. Set it to a postgresql:// URL." })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL."),
  NEXTAUTH_SECRET: z
    .string({ error: "NEXTAUTH_SECRET is not set: dashboard sessions cannot be signed. Generate one with `openssl rand -base64 32`." })
    .min(32, "NEXTAUTH_SECRET is shorter than 32 characters: a guessable secret lets anyone forge sessions. Generate one with `openssl rand -base64 32`."),
  TRUSTED_PROXY_HOPS: z
    .string()
    .optional()
    .refine((value) => parseTrustedProxyHops(value) !== null, "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the reverse proxies in front of the app)."),
});

/**
 * Checks the environment of a production start. Missing or unusable settings the app cannot
 * work without are errors; a missing Redis or Inngest, and test-only settings, are warnings
 * that say what is lost. Outside production (`npm run dev`, tests) nothing is required.
 */
export function checkEnvironment(env: NodeJS.ProcessEnv = process.env): EnvironmentReport {
  const warnings: string[] = [];
  if (env.NODE_ENV !== "production") return { errors: [], warnings };

  const parsed = productionSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => present(value))));
  const errors = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);

  const redisSettings = [env.UPSTASH_REDIS_REST_URL, env.UPSTASH_REDIS_REST_TOKEN].filter(present).length;
  if (redisSettings === 1) errors.push("Set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither.");
  if (redisSettings === 0) {
    warnings.push(
      "UPSTASH_REDIS_REST_URL/TOKEN are not set: rate limits and webhook send slots are counted in this process's memory. " +
        "Each instance allows the full limits and a restart forgets them.",
    );
  }
  const inngest = (present(env.INNGEST_EVENT_KEY) && present(env.INNGEST_SIGNING_KEY)) || present(env.INNGEST_BASE_URL) || env.INNGEST_DEV === "1";
  if (!inngest) {
    warnings.push(
      "INNGEST_EVENT_KEY/INNGEST_SIGNING_KEY (or INNGEST_BASE_URL) are not set: each webhook event gets one delivery attempt, " +
        "made directly by the instance that recorded it, with no retries (a failed one can be resent from the dashboard; an " +
        "instance that stops first leaves its event pending). Scheduled work (the outbox sweeper, retention, the stuck-call " +
        "timeout) does not run.",
    );
  }
  errors.push(...checkMail(env, warnings));
  for (const name of ["WEBHOOK_ALLOWED_HOSTS", "WEBHOOK_CA_FILE"] as const) {
    if (present(env[name])) warnings.push(`${name} is set: it is for development and tests only and weakens the webhook address rules.`);
  }
  return { errors, warnings };
}

// "Name <address>" or a bare address: what nodemailer accepts as the sender.
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/**
 * E-mail (invitations, password resets) needs an SMTP server and a sender in production. The
 * test suites run `next start` too and read mail from the dev outbox: they opt in with
 * MAIL_TRANSPORT=outbox, which a real production must never set (the outbox and /dev/mail
 * would hold, and show, every user's reset link).
 */
function checkMail(env: NodeJS.ProcessEnv, warnings: string[]): string[] {
  const transport = env.MAIL_TRANSPORT?.trim();
  if (present(transport) && transport !== "outbox" && transport !== "smtp") {
    return [`MAIL_TRANSPORT must be "smtp" or "outbox" (got "${transport}"). Leave it unset in production and set SMTP_URL and MAIL_FROM.`];
  }
  if (transport === "outbox") {
    warnings.push(
      `${OUTBOX_OPT_IN} is set: e-mail is NOT sent. Invitations and password resets are kept in the database and shown to ` +
        "anyone at /dev/mail. It is for the test suites only; never set it in a real production.",
    );
    return [];
  }
  const errors: string[] = [];
  const url = env.SMTP_URL?.trim();
  if (!present(url)) {
    errors.push(
      "SMTP_URL is not set: invitations and password resets cannot be e-mailed. Set it to your mail provider's " +
        "smtps://user:password@host:465 (or smtp://…:587) URL.",
    );
  } else if (!/^smtps?:\/\/[^/\s]+/.test(url!)) {
    errors.push("SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465.");
  }
  const from = env.MAIL_FROM?.trim();
  if (!present(from)) {
    errors.push('MAIL_FROM is not set: e-mail needs a sender. Set it to an address your SMTP server may send from, e.g. "Voice Assistant Service <no-reply@example.com>".');
  } else if (!MAIL_FROM_PATTERN.test(from!)) {
    errors.push('MAIL_FROM must be an e-mail address or "Name <address>", e.g. "Voice Assistant Service <no-reply@example.com>".');
  }
  return errors;
}

/**
 * Applies {@link checkEnvironment} at start-up: warnings are logged, errors stop the process
 * with every problem listed, before it serves a request it would answer with a 500.
 */
export function enforceEnvironment(env: NodeJS.ProcessEnv = process.env, exit: (code: number) => never = process.exit): void {
  const { errors, warnings } = checkEnvironment(env);
  for (const warning of warnings) logger.warn(warning);
  if (errors.length === 0) return;
  logger.fatal({ errors }, `The server cannot start in production:\n${errors.map((error) => `  - ${error}`).join("\n")}`);
  exit(1);
}
