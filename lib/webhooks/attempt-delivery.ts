import type { DeliveryStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { buildEnvelope } from "./build-envelope";
import { postWebhook, WEBHOOK_TIMEOUT_MS } from "./post-webhook";
import { disableAfterFailures } from "./retry-schedule";
import { signPayload } from "./sign-payload";
import { WEBHOOK_USER_AGENT } from "./webhook-headers";

export type AttemptOptions = {
  /** No retry follows this attempt: a failure makes the delivery `failed`. */
  final: boolean;
  /** When the next attempt is due after a failure (recorded as `nextAttemptAt`). */
  retryInMs?: number;
  timeoutMs?: number;
};

export type AttemptOutcome = {
  deliveryId: string;
  /** Null when no request was made (delivery already finished, no URL, endpoint disabled). */
  attemptNumber: number | null;
  status: DeliveryStatus;
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
};

async function finishWithoutAttempt(deliveryId: string, error: string): Promise<AttemptOutcome> {
  await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "pending" },
    data: { status: "failed", lastError: error, nextAttemptAt: null, completedAt: new Date() },
  });
  return { deliveryId, attemptNumber: null, status: "failed", ok: false, statusCode: null, latencyMs: 0, error };
}

/**
 * Makes one signed HTTPS attempt of a delivery and records it: the attempt row, the
 * delivery's counters and state, and the endpoint's consecutive-failure count (dispatch
 * deliveries only: a dashboard test or resend neither disables nor revives an endpoint).
 * The URL and secret are read now, so a fixed URL or a rotated secret applies to retries.
 */
export async function attemptDelivery(deliveryId: string, options: AttemptOptions): Promise<AttemptOutcome> {
  const delivery = await db.webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    include: { event: true, account: { select: { webhookEndpoint: true } } },
  });
  if (delivery.status !== "pending") {
    return {
      deliveryId,
      attemptNumber: null,
      status: delivery.status,
      ok: delivery.status === "delivered",
      statusCode: delivery.lastStatusCode,
      latencyMs: 0,
      error: delivery.lastError,
    };
  }
  const endpoint = delivery.account.webhookEndpoint;
  if (!endpoint) return finishWithoutAttempt(deliveryId, "No webhook URL is configured.");
  if (!endpoint.enabled && delivery.kind === "event") {
    return finishWithoutAttempt(deliveryId, `The webhook endpoint is disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : "."}`);
  }

  const body = buildEnvelope(delivery.event);
  const startedAt = new Date();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const result = await postWebhook(
    endpoint.url,
    body,
    {
      "Content-Type": "application/json",
      "User-Agent": WEBHOOK_USER_AGENT,
      "X-Service-Event-Id": delivery.event.id,
      "X-Service-Timestamp": String(timestamp),
      "X-Service-Signature": signPayload(endpoint.signingSecret, timestamp, body),
    },
    { timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
  );

  const status: DeliveryStatus = result.ok ? "delivered" : options.final ? "failed" : "pending";
  const attemptNumber = await db.$transaction(async (tx) => {
    // Incremented in the database, so a replayed step cannot reuse an attempt number.
    const { attemptCount } = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        attemptCount: { increment: 1 },
        url: endpoint.url,
        status,
        lastStatusCode: result.statusCode,
        lastError: result.error,
        nextAttemptAt: status === "pending" ? new Date(Date.now() + (options.retryInMs ?? 0)) : null,
        completedAt: status === "pending" ? null : new Date(),
      },
      select: { attemptCount: true },
    });
    await tx.deliveryAttempt.create({
      data: {
        id: newId("att"),
        deliveryId,
        attemptNumber: attemptCount,
        startedAt,
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        error: result.error,
        responseExcerpt: result.responseExcerpt,
      },
    });

    if (delivery.kind === "event" && status === "delivered") {
      await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id }, data: { consecutiveFailures: 0 } });
    } else if (delivery.kind === "event" && status === "failed") {
      const updated = await tx.webhookEndpoint.update({
        where: { id: endpoint.id },
        data: { consecutiveFailures: { increment: 1 } },
        select: { consecutiveFailures: true, enabled: true },
      });
      const limit = disableAfterFailures();
      if (updated.enabled && updated.consecutiveFailures >= limit) {
        await tx.webhookEndpoint.update({
          where: { id: endpoint.id },
          data: {
            enabled: false,
            disabledAt: new Date(),
            disabledReason: `${updated.consecutiveFailures} deliveries in a row failed after all retries. Fix the endpoint, then enable it again.`,
          },
        });
      }
    }
    return attemptCount;
  });

  return { deliveryId, attemptNumber, status, ok: result.ok, statusCode: result.statusCode, latencyMs: result.latencyMs, error: result.error };
}
