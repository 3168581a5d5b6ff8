import { describe, expect, test, vi } from "vitest";
import { checkEnvironment, enforceEnvironment } from "@/lib/env";
import { logger } from "@/lib/observability/logger";

const complete = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app@db.internal:5432/app",
  NEXTAUTH_SECRET: "Vq3j9fXn2rLk8sWm4tYb7cZp1dGh6eRa0uIo5yTw=",
  UPSTASH_REDIS_REST_URL: "https://eu1-fine-cat.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  INNGEST_EVENT_KEY: "event-key",
  INNGEST_SIGNING_KEY: "signkey-prod-123",
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
  ])("%s=%j stops a production start", (name, value, message) => {
    const { errors } = check({ [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  test.each([
    [{ UPSTASH_REDIS_REST_URL: undefined, UPSTASH_REDIS_REST_TOKEN: undefined }, /counted in this process's memory/],
    [{ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined }, /one delivery attempt, made directly by the instance that recorded it, with no retries/],
    [{ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" }, /WEBHOOK_ALLOWED_HOSTS is set: it is for development and tests only/],
    [{ WEBHOOK_CA_FILE: "/tmp/ca.pem" }, /WEBHOOK_CA_FILE/],
  ])("%j is a warning that says what is lost", (overrides, message) => {
    const { errors, warnings } = check(overrides);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(message)]);
  });

  test("a self-hosted or local Inngest is enough", () => {
    expect(check({ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined, INNGEST_BASE_URL: "http://inngest:8288" }).warnings).toEqual([]);
    expect(check({ INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined, INNGEST_DEV: "1" }).warnings).toEqual([]);
  });

  test("outside production nothing is required", () => {
    expect(checkEnvironment({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toEqual({ errors: [], warnings: [] });
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
    vi.restoreAllMocks();
  });

  test("a complete environment starts", () => {
    const exit = vi.fn() as unknown as (code: number) => never;
    enforceEnvironment({ ...complete } as NodeJS.ProcessEnv, exit);
    expect(exit).not.toHaveBeenCalled();
  });
});
