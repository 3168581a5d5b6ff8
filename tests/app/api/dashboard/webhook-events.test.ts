// The dashboard routes of issue 11: choosing event types, and events waiting for delivery
// with "Deliver now", through the session pipeline; another account's event is a 404.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { db } from "@/lib/db";
import { errorBodySchema } from "@/lib/errors";
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
    const response = await callApi(dashboardWebhookOperations.setEventTypes, {
      ...session,
      body: { eventTypes: ["call.failed"] },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.data!.endpoint?.eventTypes).toEqual(["call.failed"]);
  });

  test("400 with details for an empty or unknown choice; 404 without a URL", async () => {
    const { session } = await signedIn();
    // Literal: bodies the schema refuses (an unknown type, an unknown field).
    for (const json of [{ eventTypes: [] }, { eventTypes: ["call.nope"] }, { types: ["call.failed"] }]) {
      const response = await callApi("PUT", "/api/dashboard/webhook/event-types", { ...session, json });
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_ERROR");
    }
    const lonely = await createAccount({ name: "No URL Co" });
    const response = await callApi(dashboardWebhookOperations.setEventTypes, {
      ...(await dashboardSession({ userId: "user_lonely", accountId: lonely.id })),
      body: { eventTypes: ["call.failed"] },
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
    const listed = await callApi(dashboardWebhookOperations.listPendingEvents, session);
    expect(listed.data!.data.map((pending) => pending.id)).toEqual([event.id]);
    expect((await callApi(dashboardWebhookOperations.listPendingEvents, stranger.session)).data!.data).toEqual([]);

    const foreign = await callApi(dashboardWebhookOperations.deliverPendingEvent, { ...stranger.session, params: { id: event.id } });
    expect(foreign.status).toBe(404);
    expect(receiver.requests).toHaveLength(0);

    const delivered = await callApi(dashboardWebhookOperations.deliverPendingEvent, { ...session, params: { id: event.id } });
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.data).toMatchObject({ via: "direct", attempt: { ok: true } });
    expect(receiver.requests.map((request) => request.headers["x-service-event-id"])).toEqual([event.id]);
    expect((await callApi(dashboardWebhookOperations.listPendingEvents, session)).data!.data).toEqual([]);
  });
});
