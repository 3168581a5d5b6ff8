import { describe, expect, test, vi } from "vitest";
import { checkEnvironment, enforceEnvironment } from "@/lib/runtime/check-environment";
import { logger } from "@/lib/observability/logger";

const complete = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app@db.internal:5432/app",
  NEXTAUTH_SECRET: "Vq3j9fXn2rLk8sWm4tYb7cZp1dGh6eRa0uIo5yTw=",
  UPSTASH_REDIS_REST_URL: "https://eu1-fine-cat.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  INNGEST_EVENT_KEY: "event-key",
  INNGEST_SIGNING_KEY: "signkey-prod-123",
  SMTP_URL: "smtps://mailer:pass@smtp.example.com:465",
  MAIL_FROM: "Voice Assistant Service <no-reply@example.com>",
} as const;

function check(overrides: Record<string, string | undefined>) {
  return checkEnvironment({ ...complete, ...overrides } as NodeJS.ProcessEnv);
}

describe("checkEnvironment", () => {
  test("a complete production environment passes without warnings", () => {
    expect(check({})).toEqual({ errors: [], warnings: [] });
  });

  test.each([
    ["DATABASE_URL", undefined, /DATABASE_URL is not set/],
    ["DATABASE_URL", "   ", /DATABASE_URL is not set/],
    ["DATABASE_URL", "mysql://db/app", /postgres/],
    ["NEXTAUTH_SECRET", undefined, /NEXTAUTH_SECRET is not set.*openssl rand/],
    ["NEXTAUTH_SECRET", "secret", /shorter than 32 characters/],
    ["TRUSTED_PROXY_HOPS", "two", /TRUSTED_PROXY_HOPS must be a whole number/],
    ["TRUSTED_PROXY_HOPS", "99", /TRUSTED_PROXY_HOPS/],
    ["UPSTASH_REDIS_REST_TOKEN", undefined, /both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN/],
    ["SMTP_URL", undefined, /^SMTP_URL is not set: invitations and password resets cannot be e-mailed\. Set it to .*smtps:\/\//],
    ["SMTP_URL", " ", /^SMTP_URL is not set/],
    ["SMTP_URL", "https://smtp.example.com", /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ["SMTP_URL", "smtp://", /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ["MAIL_FROM", undefined, /^MAIL_FROM is not set: e-mail needs a sender/],
    ["MAIL_FROM", "no-reply", /^MAIL_FROM must be an e-mail address or "Name <address>"/],
    ["MAIL_FROM", "Us <no-reply>", /^MAIL_FROM must be/],
    ["MAIL_TRANSPORT", "sendmail", /^MAIL_TRANSPORT must be "smtp" or "outbox" \(got "sendmail"\)/],
  ])("%s=%j stops a production start", (name, value, message) => {
    const { errors } = check({ [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  test.each([
    [{ UPSTASH_REDIS_REST_URL: undefined, UPSTASH_REDIS_REST_TOKEN: undefined }, /counted in this process's memory/],
    [
      { INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined },
      /one delivery attempt, made directly by the instance that recorded it, with no retries/,
    ],
    // Scheduled work runs in the app without Inngest (one instance at a time); off, the warning says what stays pending.
    [{ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined }, /runs inside the app on one instance at a time(?!.*SCHEDULER=off)/],
    [
      { INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined, SCHEDULER: "off" },
      /SCHEDULER=off: none of it runs, and events left pending stay pending\.$/,
    ],
    [{ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" }, /WEBHOOK_ALLOWED_HOSTS is set: it is for development and tests only/],
    [{ WEBHOOK_CA_FILE: "/tmp/ca.pem" }, /WEBHOOK_CA_FILE/],
    // The test suites' `next start`: no SMTP server needed, and a warning that says why never in production.
    [
      { MAIL_TRANSPORT: "outbox", SMTP_URL: undefined, MAIL_FROM: undefined },
      /^MAIL_TRANSPORT=outbox is set: e-mail is NOT sent\..*\/dev\/mail.*never set it in a real production/,
    ],
  ])("%j is a warning that says what is lost", (overrides, message) => {
    const { errors, warnings } = check(overrides);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(message)]);
  });

  test("a self-hosted or local Inngest is enough", () => {
    expect(
      check({ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined, INNGEST_BASE_URL: "http://inngest:8288" }).warnings,
    ).toEqual([]);
    expect(check({ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined, INNGEST_DEV: "1" }).warnings).toEqual([]);
  });

  test("a plain sender address and MAIL_TRANSPORT=smtp are accepted", () => {
    expect(check({ MAIL_FROM: "no-reply@example.com", MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://smtp.example.com:587" })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  test("MAIL_TRANSPORT=smtp still needs SMTP_URL", () => {
    expect(check({ MAIL_TRANSPORT: "smtp", SMTP_URL: undefined }).errors).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
  });

  test("outside production nothing is required", () => {
    expect(checkEnvironment({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toEqual({ errors: [], warnings: [] });
  });

  // Every setting's schema applies, not only the ones above: a typo stops a production start.
  test.each([
    ["RETENTION_DAYS", "0", /^RETENTION_DAYS must be a whole number of days, at least 1/],
    ["SHUTDOWN_DEADLINE_MS", "10s", /^SHUTDOWN_DEADLINE_MS must be a whole number of milliseconds/],
    ["LOG_LEVEL", "verbose", /^LOG_LEVEL must be one of/],
  ])("%s=%j stops a production start too", (name, value, message) => {
    expect(check({ [name]: value }).errors).toEqual([expect.stringMatching(message)]);
  });

  test("outside production a bad value is a warning: it is read as unset", () => {
    expect(checkEnvironment({ NODE_ENV: "development", TRUSTED_PROXY_HOPS: "two" } as NodeJS.ProcessEnv)).toEqual({
      errors: [],
      warnings: [expect.stringMatching(/^TRUSTED_PROXY_HOPS must be a whole number.*read as unset/)],
    });
  });
});

describe("enforceEnvironment", () => {
  test("lists every problem and exits 1", () => {
    const logged = vi.spyOn(logger, "fatal").mockImplementation(() => {});
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const exit = vi.fn() as unknown as (code: number) => never;
    enforceEnvironment({ NODE_ENV: "production" } as NodeJS.ProcessEnv, exit);
    expect(exit).toHaveBeenCalledWith(1);
    const message = String(logged.mock.calls[0][1]);
    expect(message).toMatch(/cannot start in production/);
    expect(message).toMatch(/DATABASE_URL is not set/);
    expect(message).toMatch(/NEXTAUTH_SECRET is not set/);
    expect(message).toMatch(/SMTP_URL is not set/);
    expect(message).toMatch(/MAIL_FROM is not set/);
    vi.restoreAllMocks();
  });

  test("a complete environment starts", () => {
    const exit = vi.fn() as unknown as (code: number) => never;
    enforceEnvironment({ ...complete } as NodeJS.ProcessEnv, exit);
    expect(exit).not.toHaveBeenCalled();
  });
});
