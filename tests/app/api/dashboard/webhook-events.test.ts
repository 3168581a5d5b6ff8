// The dashboard routes of issue 11: choosing event types, and events waiting for delivery
// with "Deliver now", through the session pipeline; another account's event is a 404.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { callApi } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";
import { useWebhookReceiver } from "../../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();

async function signedIn() {
  const account = await createAccount({ name: "Dashboard Co" });
  await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
  return { account, session: await dashboardSession({ userId: `user_${account.id}`, accountId: account.id }) };
}

describe("PUT /api/dashboard/webhook/event-types", () => {
  test("stores the choice and answers the endpoint with it", async () => {
    const { session } = await signedIn();
    const response = await callApi<{ endpoint: { eventTypes: string[] } }>("PUT", "/api/dashboard/webhook/event-types", {
      ...session,
      json: { eventTypes: ["call.failed"] },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.endpoint.eventTypes).toEqual(["call.failed"]);
  });

  test("400 with details for an empty or unknown choice; 404 without a URL", async () => {
    const { session } = await signedIn();
    for (const json of [{ eventTypes: [] }, { eventTypes: ["call.nope"] }, { types: ["call.failed"] }]) {
      const response = await callApi<{ error: { code: string } }>("PUT", "/api/dashboard/webhook/event-types", { ...session, json });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
    const lonely = await createAccount({ name: "No URL Co" });
    const response = await callApi("PUT", "/api/dashboard/webhook/event-types", {
      ...(await dashboardSession({ userId: "user_lonely", accountId: lonely.id })),
      json: { eventTypes: ["call.failed"] },
    });
    expect(response.status).toBe(404);
  });
});

describe("waiting events", () => {
  test("are listed and delivered now; another account's id is a 404 and sends nothing", async () => {
    const { account, session } = await signedIn();
    const stranger = await signedIn();
    const event = await db.$transaction((tx) =>
      recordEvent(tx, account.id, "usage.threshold", { threshold: 90, minutesUsed: 900, minutesIncluded: 1000, tier: "starter" }),
    );
    const listed = await callApi<{ data: { id: string }[] }>("GET", "/api/dashboard/webhook/pending-events", session);
    expect(listed.body.data.map((pending) => pending.id)).toEqual([event.id]);
    expect((await callApi<{ data: unknown[] }>("GET", "/api/dashboard/webhook/pending-events", stranger.session)).body.data).toEqual([]);

    const foreign = await callApi("POST", `/api/dashboard/webhook/pending-events/${event.id}/deliver`, stranger.session);
    expect(foreign.status).toBe(404);
    expect(receiver.requests).toHaveLength(0);

    const delivered = await callApi<{ via: string; attempt: { ok: boolean } }>(
      "POST",
      `/api/dashboard/webhook/pending-events/${event.id}/deliver`,
      session,
    );
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body).toMatchObject({ via: "direct", attempt: { ok: true } });
    expect(receiver.requests.map((request) => request.headers["x-service-event-id"])).toEqual([event.id]);
    expect((await callApi<{ data: unknown[] }>("GET", "/api/dashboard/webhook/pending-events", session)).body.data).toEqual([]);
  });
});
