// The overview's "requests left" read through the real Redis, without using up a request.
import { expect, test } from "vitest";
import { getRemainingRequests } from "@/lib/rate-limit/get-remaining-requests";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { callApi, createTestAccount } from "../../support/api-client";

test("reports what the API pipeline counted, and reading it counts nothing", async () => {
  const account = await createTestAccount({ tier: "STARTER" });
  expect(await getRemainingRequests(account.accountId, "STARTER")).toMatchObject({
    minute: { limit: 60, remaining: 60 },
    day: { limit: 2000, remaining: 2000 },
  });

  for (let i = 0; i < 3; i++) expect((await callApi(assistantOperations.list, { key: account.key })).status).toBe(200);
  const first = await getRemainingRequests(account.accountId, "STARTER");
  const second = await getRemainingRequests(account.accountId, "STARTER");
  expect(first).toMatchObject({ minute: { remaining: 57 }, day: { remaining: 1997 } });
  expect(second.minute.remaining).toBe(57);
  expect(second.day.remaining).toBe(1997);

  // The next API answer agrees: the two reads above took nothing.
  const next = await callApi(assistantOperations.list, { key: account.key });
  expect(next.headers.get("x-ratelimit-remaining")).toBe("56");
});
