import type { DeliveryKind, DeliveryStatus } from "@/generated/prisma/enums";
import { Prisma } from "@/generated/prisma/client";
import { ACCOUNT_CLOSED_DELIVERY_ERROR } from "@/lib/access/account-closing-policy";
import { db, queryRows } from "@/lib/db";
import { newId } from "@/lib/ids";
import { webhookDeliveries } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/tracing";
import { buildEnvelope } from "./build-envelope";
import { postWebhook, WEBHOOK_TIMEOUT_MS, type PostResult } from "./post-webhook";
import { disableAfterFailures } from "./retry-schedule";
import { signedWebhookHeaders } from "./webhook-headers";

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

type AttemptContext = {
  status: DeliveryStatus;
  kind: DeliveryKind;
  lastStatusCode: number | null;
  lastError: string | null;
  eventId: string;
  eventType: string;
  eventData: unknown;
  /** ISO UTC, formatted by Postgres: independent of the session's time zone. */
  eventTimestamp: string;
  endpointId: string | null;
  url: string | null;
  signingSecret: string | null;
  enabled: boolean | null;
  disabledReason: string | null;
  /** The account was closed: nothing of it is sent any more (decision 0192). */
  accountClosed: boolean;
};

// Instants are `timestamptz`; written from ISO text (with its Z) so no session's time zone
// could shift them.
const utc = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything an attempt needs, in one round trip (through node-postgres: `queryRows`). */
async function loadContext(deliveryId: string): Promise<AttemptContext | undefined> {
  const rows = await queryRows<AttemptContext>(Prisma.sql`
    SELECT d.status::text AS status, d.kind::text AS kind, d."lastStatusCode", d."lastError",
           e.id AS "eventId", e.type AS "eventType", e.data AS "eventData",
           to_char(e.timestamp, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "eventTimestamp",
           w.id AS "endpointId", w.url, w."signingSecret", w.enabled, w."disabledReason",
           (a."closedAt" IS NOT NULL) AS "accountClosed"
    FROM "WebhookDelivery" d
    JOIN "Event" e ON e.id = d."eventId"
    JOIN "Account" a ON a.id = d."accountId"
    LEFT JOIN "WebhookEndpoint" w ON w."accountId" = d."accountId"
    WHERE d.id = ${deliveryId}`);
  return rows[0];
}

async function finishWithoutAttempt(deliveryId: string, error: string): Promise<AttemptOutcome> {
  await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "pending" },
    data: { status: "failed", lastError: error, nextAttemptAt: null, completedAt: new Date() },
  });
  return { deliveryId, attemptNumber: null, status: "failed", ok: false, statusCode: null, latencyMs: 0, error };
}

/**
 * Records an attempt in one statement, so it is atomic without an interactive transaction:
 * the delivery's counters and state, the attempt row (numbered by the incremented count, so
 * a replayed step cannot reuse a number), and for dispatch deliveries the endpoint's
 * consecutive-failure count, disabling the endpoint when it reaches the limit. A success
 * writes the endpoint only when it had failures to reset: every attempt of an account locks
 * that one row until it commits, so concurrent deliveries would take turns on it.
 * Through node-postgres (`queryRows`): one statement, no transaction around it.
 */
async function recordAttempt(
  deliveryId: string,
  context: AttemptContext,
  result: PostResult,
  requestHeaders: Record<string, string>,
  startedAt: Date,
  status: DeliveryStatus,
  nextAttemptAt: Date | null,
): Promise<number> {
  const now = new Date();
  const completedAt = status === "pending" ? null : now;
  const endpointEffect = context.kind !== "event" ? "none" : status === "delivered" ? "reset" : status === "failed" ? "count" : "none";
  const limit = disableAfterFailures();
  const rows = await queryRows<{ attemptNumber: number }>(Prisma.sql`
    WITH delivery AS (
      UPDATE "WebhookDelivery" SET
        "attemptCount" = "attemptCount" + 1,
        url = ${context.url},
        status = ${status}::"DeliveryStatus",
        "lastStatusCode" = ${result.statusCode}::int,
        "lastError" = ${result.error}::text,
        "nextAttemptAt" = ${utc(nextAttemptAt)}::timestamptz,
        "completedAt" = ${utc(completedAt)}::timestamptz,
        "updatedAt" = ${utc(now)}::timestamptz
      WHERE id = ${deliveryId}
      RETURNING "attemptCount"
    ), attempt AS (
      INSERT INTO "DeliveryAttempt" (id, "deliveryId", "attemptNumber", "startedAt", "statusCode", "latencyMs", error, "responseExcerpt", "requestHeaders")
      SELECT ${newId("att")}, ${deliveryId}, delivery."attemptCount", ${utc(startedAt)}::timestamptz,
             ${result.statusCode}::int, ${result.latencyMs}::int, ${result.error}::text, ${result.responseExcerpt}::text,
             ${JSON.stringify(requestHeaders)}::jsonb
      FROM delivery
      RETURNING "attemptNumber"
    ), endpoint AS (
      UPDATE "WebhookEndpoint" SET
        "consecutiveFailures" = CASE WHEN ${endpointEffect} = 'reset' THEN 0 ELSE "consecutiveFailures" + 1 END,
        enabled = CASE WHEN ${endpointEffect} = 'count' AND enabled AND "consecutiveFailures" + 1 >= ${limit}::int THEN false ELSE enabled END,
        "disabledAt" = CASE WHEN ${endpointEffect} = 'count' AND enabled AND "consecutiveFailures" + 1 >= ${limit}::int
                            THEN ${utc(now)}::timestamptz ELSE "disabledAt" END,
        "disabledReason" = CASE WHEN ${endpointEffect} = 'count' AND enabled AND "consecutiveFailures" + 1 >= ${limit}::int
                                THEN ("consecutiveFailures" + 1)::text || ' deliveries in a row failed after all retries. Fix the endpoint, then enable it again.'
                                ELSE "disabledReason" END,
        "updatedAt" = ${utc(now)}::timestamptz
      WHERE id = ${context.endpointId}
        AND (${endpointEffect} = 'count' OR (${endpointEffect} = 'reset' AND "consecutiveFailures" <> 0))
    )
    SELECT "attemptNumber" FROM attempt`);
  return rows[0].attemptNumber;
}

/**
 * Makes one signed HTTPS attempt of a delivery and records it. The URL and secret are read
 * now, so a fixed URL or a rotated secret applies to retries. Dispatch deliveries count
 * toward disabling the endpoint; a dashboard test or resend neither disables nor revives it.
 */
export async function attemptDelivery(deliveryId: string, options: AttemptOptions): Promise<AttemptOutcome> {
  const context = await loadContext(deliveryId);
  // Gone with its account (cascade): nothing to send, and nothing for Inngest to retry.
  if (!context) {
    return {
      deliveryId,
      attemptNumber: null,
      status: "failed",
      ok: false,
      statusCode: null,
      latencyMs: 0,
      error: "The delivery no longer exists.",
    };
  }
  if (context.status !== "pending") {
    return {
      deliveryId,
      attemptNumber: null,
      status: context.status,
      ok: context.status === "delivered",
      statusCode: context.lastStatusCode,
      latencyMs: 0,
      error: context.lastError,
    };
  }
  // Closed after the delivery was queued (the close failed those still pending, but an attempt may already have been on its way here).
  if (context.accountClosed) return finishWithoutAttempt(deliveryId, ACCOUNT_CLOSED_DELIVERY_ERROR);
  if (!context.endpointId || !context.url || !context.signingSecret)
    return finishWithoutAttempt(deliveryId, "No webhook URL is configured.");
  if (!context.enabled && context.kind === "event") {
    return finishWithoutAttempt(
      deliveryId,
      `The webhook endpoint is disabled${context.disabledReason ? `: ${context.disabledReason}` : "."}`,
    );
  }

  const { url, signingSecret } = context;
  const attributes = {
    "webhook.delivery_id": deliveryId,
    "webhook.event_id": context.eventId,
    "webhook.event_type": context.eventType,
    "webhook.kind": context.kind,
  };
  return inSpan("webhook.attempt", attributes, async (span) => {
    const body = buildEnvelope({
      id: context.eventId,
      type: context.eventType,
      data: context.eventData,
      timestamp: new Date(context.eventTimestamp),
    });
    const startedAt = new Date();
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    // Recorded with the attempt: the signature is safe to show, the secret never leaves here.
    const headers = signedWebhookHeaders({ secret: signingSecret, eventId: context.eventId, body, timestamp });
    const result = await postWebhook(url, body, headers, { timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS });

    const status: DeliveryStatus = result.ok ? "delivered" : options.final ? "failed" : "pending";
    const nextAttemptAt = status === "pending" ? new Date(Date.now() + (options.retryInMs ?? 0)) : null;
    const attemptNumber = await recordAttempt(deliveryId, context, result, headers, startedAt, status, nextAttemptAt);
    const outcome = status === "pending" ? "retrying" : status;
    span.setAttributes({
      "webhook.attempt": attemptNumber,
      "webhook.outcome": outcome,
      "http.response.status_code": result.statusCode ?? 0,
    });
    webhookDeliveries.add(1, { outcome, kind: context.kind });
    return {
      deliveryId,
      attemptNumber,
      status,
      ok: result.ok,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      error: result.error,
    };
  });
}
