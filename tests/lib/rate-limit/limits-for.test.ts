import { afterEach, describe, expect, test, vi } from "vitest";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import { logger } from "@/lib/observability/logger";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("limitsFor", () => {
  test.each([
    ["PAY_AS_YOU_GO", { minute: 30, day: 500 }],
    ["STARTER", { minute: 60, day: 2000 }],
    ["PROFESSIONAL", { minute: 120, day: 10000 }],
  ] as const)("%s has the contracted limits", (tier, limits) => {
    expect(limitsFor(tier, "acct_any")).toEqual(limits);
  });

  test("RATE_LIMIT_OVERRIDES replaces one account's limits and ignores malformed entries", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    vi.stubEnv("RATE_LIMIT_OVERRIDES", "acct_big=1000/50000, nonsense, acct_x=1/");
    expect(limitsFor("STARTER", "acct_big")).toEqual({ minute: 1000, day: 50000 });
    expect(limitsFor("STARTER", "acct_other")).toEqual({ minute: 60, day: 2000 });
    expect(limitsFor("STARTER")).toEqual({ minute: 60, day: 2000 });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
