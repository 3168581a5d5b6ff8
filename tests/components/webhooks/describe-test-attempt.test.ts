// What "Send test event" says: one sentence, what happened and what to do.
import { expect, test } from "vitest";
import { describeTestAttempt } from "@/components/webhooks/describe-test-attempt";
import { webhooksPageDescription } from "@/components/webhooks/webhooks-page-description";

const failed = (error: string, latencyMs = 1) => ({ ok: false, statusCode: null, latencyMs, error });

test("a send refused by the address check reads as one sentence, without a latency", () => {
  const text = describeTestAttempt(
    failed("Blocked: The host hooks.example.invalid could not be found. Check the spelling, or its DNS records."),
  );
  expect(text).toBe(
    "The test event was not sent: the host hooks.example.invalid could not be found; check the spelling, or its DNS records.",
  );
  expect(text).not.toMatch(/No answer|Blocked|ms/);
});

test.each([
  [{ ok: true, statusCode: 200, latencyMs: 42, error: null }, "Your endpoint answered 200 in 42 ms ✓"],
  [
    { ok: false, statusCode: 500, latencyMs: 42, error: "HTTP 500" },
    "Your endpoint answered 500 in 42 ms, so the test event failed: make it answer with a 2xx status within 30 seconds.",
  ],
  [
    { ok: false, statusCode: 301, latencyMs: 42, error: "HTTP 301: redirects are not followed" },
    "Your endpoint answered 301 in 42 ms, a redirect, which is not followed: save the URL it redirects to instead.",
  ],
  [
    failed("Timed out: no response within 30000 ms", 30_000),
    "Your endpoint did not answer within 30 s, so the test event failed: acknowledge first, then process.",
  ],
  [
    failed("ECONNREFUSED: connect ECONNREFUSED 203.0.113.9:443", 12),
    "The test event did not reach your endpoint (ECONNREFUSED: connect ECONNREFUSED 203.0.113.9:443): check that it is running and reachable from the internet over HTTPS.",
  ],
])("%j → %s", (attempt, text) => {
  expect(describeTestAttempt(attempt)).toBe(text);
});

test("the Webhooks page promises retries only when Inngest runs them", () => {
  expect(webhooksPageDescription(true)).toContain("Failed deliveries are retried after 1 min, 5 min, 30 min, 2 h, 24 h.");
  expect(webhooksPageDescription(false)).toContain("failed deliveries are not retried");
  expect(webhooksPageDescription(false)).not.toContain("retried after");
});
