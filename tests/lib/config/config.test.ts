// The typed settings: parsed from one schema, never throwing, and re-read when a test (or
// `next dev`) changes the environment, but parsed only once by a production server.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { config, configFrom, freezeConfig, parseConfig } from "@/lib/config/config";
import { configSchema, metaOf, SETTING_NAMES } from "@/lib/config/settings";
import { ServiceContainer, useServices } from "@/lib/services";

// Each test's settings in a container of its own: nothing parsed, no freeze.
beforeEach(() => void useServices(new ServiceContainer()));
afterEach(() => vi.unstubAllEnvs());

describe("parseConfig", () => {
  test("an empty environment is every default, with no issue", () => {
    const { config: settings, issues } = parseConfig({});
    expect(issues).toEqual([]);
    expect(settings).toMatchObject({
      NODE_ENV: "development",
      DATABASE_POOL_MAX: 10,
      TRUSTED_PROXY_HOPS: 0,
      RATE_LIMIT_TIMEOUT_MS: 250,
      SIGN_UP_LIMIT_PER_HOUR: 20,
      RETENTION_DAYS: 30,
      CALL_TIMEOUT_MINUTES: 240,
      WEBHOOK_ALLOWED_HOSTS: [],
      VERCEL: false,
      MAIL_FROM: "Voice Assistant Service <no-reply@localhost>",
    });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  test("values are typed, and a blank one is unset", () => {
    const settings = configFrom({
      DATABASE_POOL_MAX: " 4 ",
      WEBHOOK_ALLOWED_HOSTS: "LocalHost, [::1],,127.0.0.1",
      VERCEL: "1",
      MAIL_TRANSPORT: " outbox ",
      SMTP_URL: "   ",
      RATE_LIMIT_PREFIX: "",
    });
    expect(settings.DATABASE_POOL_MAX).toBe(4);
    expect(settings.WEBHOOK_ALLOWED_HOSTS).toEqual(["localhost", "::1", "127.0.0.1"]);
    expect(settings.VERCEL).toBe(true);
    expect(settings.MAIL_TRANSPORT).toBe("outbox");
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.RATE_LIMIT_PREFIX).toBeUndefined();
  });

  test.each([
    ["DATABASE_POOL_MAX", "0", /DATABASE_POOL_MAX must be a whole number of connections, at least 1 \(got "0"\)/],
    ["SHUTDOWN_DEADLINE_MS", "10s", /SHUTDOWN_DEADLINE_MS/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL must be one of/],
    ["NODE_ENV", "staging", /NODE_ENV/],
    ["DATABASE_URL", "mysql://db/app", /postgres/],
    ["NEXTAUTH_URL", "not a url", /NEXTAUTH_URL/],
  ])("%s=%j is an issue and reads as unset, never a throw", (name, value, message) => {
    const { config: settings, issues } = parseConfig({ [name]: value });
    expect(issues).toEqual([{ setting: name, message: expect.stringMatching(message) }]);
    expect(settings[name as keyof typeof settings]).toEqual(configFrom({})[name as keyof typeof settings]);
  });

  test("several bad values are all reported; the good ones are kept", () => {
    const { config: settings, issues } = parseConfig({ TRUSTED_PROXY_HOPS: "99", RETENTION_DAYS: "0", SIGN_UP_LIMIT_PER_HOUR: "5" });
    expect(issues.map((issue) => issue.setting)).toEqual(["TRUSTED_PROXY_HOPS", "RETENTION_DAYS"]);
    expect(settings.SIGN_UP_LIMIT_PER_HOUR).toBe(5);
  });

  test("the parsed settings cannot be changed by a reader", () => {
    expect(Object.isFrozen(configFrom({}))).toBe(true);
  });
});

describe("the schema", () => {
  test("every setting has a one-line description and a group", () => {
    for (const name of SETTING_NAMES) {
      const meta = metaOf(name);
      expect(meta.description, name).toMatch(/^[^\n]{10,}$/);
      expect(meta.group, name).toBeTruthy();
    }
  });

  test("every setting accepts unset: outside production nothing is required", () => {
    for (const name of SETTING_NAMES) expect(configSchema.shape[name].safeParse(undefined).success, name).toBe(true);
  });

  test("a secret's example is a placeholder, never a usable secret", () => {
    const secrets = SETTING_NAMES.filter((name) => metaOf(name).secret);
    expect(secrets).toEqual(
      expect.arrayContaining(["DATABASE_URL", "NEXTAUTH_SECRET", "UPSTASH_REDIS_REST_TOKEN", "SMTP_URL", "INNGEST_SIGNING_KEY"]),
    );
    expect(metaOf("NEXTAUTH_SECRET").example?.value).toMatch(/change-me/);
  });
});

describe("config()", () => {
  test("sees a change of the environment at run time (tests, `next dev`)", () => {
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "3");
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(3);
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "7");
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(7);
    vi.unstubAllEnvs();
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(20);
  });

  test("returns the same object while nothing changed: no parse per read", () => {
    const first = config();
    expect(config()).toBe(first);
    process.env.RATE_LIMIT_OVERRIDES = "acct_x=1/2";
    try {
      expect(config()).not.toBe(first);
      expect(config().RATE_LIMIT_OVERRIDES).toBe("acct_x=1/2");
    } finally {
      delete process.env.RATE_LIMIT_OVERRIDES;
    }
  });

  test("a bad value does not throw: it reads as the default", () => {
    vi.stubEnv("WEBHOOK_DISABLE_AFTER_FAILURES", "many");
    expect(config().WEBHOOK_DISABLE_AFTER_FAILURES).toBe(20);
  });

  test("NODE_ENV=production alone does not stop the re-reading: tests flip it for a moment", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("MAIL_TRANSPORT", "smtp");
    expect(config().MAIL_TRANSPORT).toBe("smtp");
    vi.stubEnv("MAIL_TRANSPORT", "outbox");
    expect(config()).toMatchObject({ NODE_ENV: "production", MAIL_TRANSPORT: "outbox" });
  });

  test("a frozen configuration (a production server's, from its start) is not read again in that process", () => {
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "3");
    freezeConfig();
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(3);
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "7");
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(3);
    // Another process (a container of its own) reads the environment as it is.
    useServices(new ServiceContainer());
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(7);
  });

  test("the freeze reaches every copy of the module (Next bundles one per route besides instrumentation.ts's)", async () => {
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "3");
    freezeConfig();
    vi.resetModules();
    const routeCopy = await import("@/lib/config/config");
    expect(routeCopy.config).not.toBe(config);
    vi.stubEnv("SIGN_UP_LIMIT_PER_HOUR", "7");
    expect(routeCopy.config().SIGN_UP_LIMIT_PER_HOUR).toBe(3);
    expect(config().SIGN_UP_LIMIT_PER_HOUR).toBe(3);
  });
});
