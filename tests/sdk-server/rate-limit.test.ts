// The SDK meets a real 429 from `next start`: Pay-As-You-Go's 30 requests a minute, counted in
// Redis. The minute window slides over Redis's minute buckets, so a burst is refused until just
// after the bucket it fell in ends: the test waits until a bucket has at most 8 s left, which
// is 0–52 s of waiting. A file of its own, with a server of its own, so that the wait overlaps
// the rest of the suite (vitest.sdk.config.ts runs it first, beside the others).
import { afterAll, beforeAll, expect, test } from "vitest";
import { redisNow } from "@/tests/support/redis-clock";
import { startBuiltServer, type BuiltServer } from "../server/support/built-server";
import { createCustomer, installedSdk, recordingClient, type SdkModule } from "./support";

const PORT = Number(process.env.SDK_TEST_PORT ?? 3470) + 2;

let sdk: SdkModule;
let server: BuiltServer;

beforeAll(async () => {
  [sdk, server] = await Promise.all([installedSdk(), startBuiltServer({ port: PORT })]);
});

afterAll(async () => {
  await server?.kill();
});

test("a 429 with Retry-After is waited out and retried; with maxRetries 0 it is a RateLimitedError", async () => {
  const customer = await createCustomer("PAY_AS_YOU_GO");
  const left = 60_000 - ((await redisNow()) % 60_000);
  if (left > 8_000) await new Promise((resolve) => setTimeout(resolve, left - 8_000));
  const burst = await Promise.all(
    Array.from({ length: 30 }, () => fetch(`${server.base}/api/v1/usage`, { headers: { authorization: `Bearer ${customer.key}` } })),
  );
  expect(burst.every((response) => response.status === 200)).toBe(true);

  const impatient = recordingClient(sdk, { key: customer.key, baseUrl: server.base, maxRetries: 0 });
  const refused = await impatient.client.usage.retrieve().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(sdk.RateLimitedError);
  const retryAfter = (refused as InstanceType<SdkModule["RateLimitedError"]>).retryAfter;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15);

  const patient = recordingClient(sdk, { key: customer.key, baseUrl: server.base });
  const started = Date.now();
  const usage = await patient.client.usage.retrieve();
  expect(usage.tier).toBe("pay_as_you_go");
  expect(patient.attempts.map((attempt) => attempt.status)).toEqual([429, 200]);
  expect(usage.lastResponse.retries).toBe(1);
  // It waited as long as the server said (the 429 it met said about as much as the one above).
  expect(patient.attempts[1].at - patient.attempts[0].at).toBeGreaterThanOrEqual(((retryAfter ?? 1) - 1) * 1000);
  expect(Date.now() - started).toBeLessThan(30_000);
});
