import { describe, expect, test } from "vitest";
import { weakPasswordReason } from "@/lib/passwords/estimate-password-strength";

describe("weakPasswordReason", () => {
  test("stays cheap for the longest passwords allowed, the slow case of the estimator", () => {
    weakPasswordReason("warm-up-password");
    // Digits without a pattern (a fixed linear congruential sequence), the estimator's slowest input.
    let seed = 12345;
    const digits = Array.from({ length: 128 }, () => String((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10)).join("");
    const started = performance.now();
    expect(weakPasswordReason(digits)).toBeNull();
    // Tens of seconds with the library's defaults on this machine; bounded to the first 64
    // characters and 2 l33t substitutions, tens of milliseconds (the bound is loose: the
    // machine is shared).
    expect(performance.now() - started).toBeLessThan(3000);
  });

  test("still catches l33t spellings and words with digits appended", () => {
    expect(weakPasswordReason("p4ssw0rd")).toMatch(/too easy to guess/);
    expect(weakPasswordReason("P@ssw0rd2024")).toMatch(/too easy to guess/);
    expect(weakPasswordReason("password123")).toMatch(/too easy to guess/);
  });
});
