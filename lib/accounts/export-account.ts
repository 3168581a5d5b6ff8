import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";

/** Rows read per query: each page is one index range scan after the last key of the previous one. */
export const EXPORT_PAGE_SIZE = 500;

const DAY_MS = 86_400_000;

/** One line of the archive: a record with its `type`. */
export type ExportRecord = { type: string } & Record<string, unknown>;

/**
 * Reads a table a page at a time in id order (keyset: `id > last`), never more than one page in
 * memory, and yields its rows: the caller's stream pulls the next page only when the client has
 * taken the previous one.
 */
async function* pages<T extends { id: string }>(read: (after: string | undefined) => Promise<T[]>): AsyncGenerator<T> {
  let after: string | undefined;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length === 0) return;
    after = page[page.length - 1].id;
  }
}

const afterId = (after: string | undefined) => (after ? { id: { gt: after } } : {});

/**
 * Every record of the account an owner takes with them (GDPR art. 20; decision 0193), in this
 * order: the account, its members and invitations, API keys (never a hash), the webhook
 * endpoint (never its signing secret), assistants, calls with their transcripts, usage periods,
 * events, webhook deliveries with their attempts, the API logs of their retention window, and
 * the audit log. Each table is read in pages of `pageSize` rows by its key, filtered by the
 * account: memory stays flat however many calls the account has (`npm run bench:export`).
 */
export async function* exportAccountRecords(
  accountId: string,
  { pageSize = EXPORT_PAGE_SIZE, now = new Date() }: { pageSize?: number; now?: Date } = {},
): AsyncGenerator<ExportRecord> {
  const take = pageSize;
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { id: true, name: true, tier: true, createdAt: true, closedAt: true, eraseAfter: true },
  });
  yield { type: "account", ...account, exportedAt: now };

  for await (const row of pages((after) =>
    db.user.findMany({
      where: { accountId, ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      select: { id: true, email: true, name: true, role: true, createdAt: true, lastSignedInAt: true },
    }),
  ))
    yield { type: "member", ...row };

  for await (const row of pages((after) =>
    db.invitation.findMany({
      where: { accountId, ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      select: { id: true, email: true, role: true, invitedBy: true, expiresAt: true, acceptedAt: true, canceledAt: true, createdAt: true },
    }),
  ))
    yield { type: "invitation", ...row };

  for await (const row of pages((after) =>
    db.apiKey.findMany({
      where: { accountId, ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      // Never `hash`: a key's secret is shown once, and nothing that could check one leaves.
      select: {
        id: true,
        name: true,
        prefix: true,
        permissions: true,
        createdAt: true,
        lastUsedAt: true,
        expiresAt: true,
        revokedAt: true,
        createdBy: true,
      },
    }),
  ))
    yield { type: "api_key", ...row };

  const endpoint = await db.webhookEndpoint.findUnique({
    where: { accountId },
    // Never the signing secret.
    select: {
      id: true,
      url: true,
      enabled: true,
      eventTypes: true,
      disabledAt: true,
      disabledReason: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (endpoint) yield { type: "webhook_endpoint", ...endpoint };

  for await (const row of pages((after) =>
    db.assistant.findMany({ where: { accountId, ...afterId(after) }, orderBy: { id: "asc" }, take, omit: { accountId: true } }),
  ))
    yield { type: "assistant", ...row };

  for await (const row of pages((after) =>
    db.call.findMany({ where: { accountId, ...afterId(after) }, orderBy: { id: "asc" }, take, omit: { accountId: true } }),
  ))
    yield { type: "call", ...row };

  for await (const row of pages((after) =>
    db.usagePeriod.findMany({ where: { accountId, ...afterId(after) }, orderBy: { id: "asc" }, take, omit: { accountId: true } }),
  ))
    yield { type: "usage_period", ...row };

  for await (const row of pages((after) =>
    db.event.findMany({
      where: { accountId, ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      select: { id: true, type: true, data: true, callId: true, timestamp: true, state: true, dispatchedAt: true, createdAt: true },
    }),
  )) {
    // The event's own type is `eventType`: `type` says what the line is.
    const { type: eventType, ...event } = row;
    yield { type: "event", eventType, ...event };
  }

  for await (const row of pages((after) =>
    db.webhookDelivery.findMany({
      where: { accountId, ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      omit: { accountId: true, dedupeKey: true },
      include: { attempts: { orderBy: { attemptNumber: "asc" }, omit: { deliveryId: true } } },
    }),
  ))
    yield { type: "webhook_delivery", ...row };

  // The API logs are kept REQUEST_LOG_RETENTION_DAYS: what the table holds is the window.
  const since = new Date(now.getTime() - config().REQUEST_LOG_RETENTION_DAYS * DAY_MS);
  let cursor: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await db.requestLog.findMany({
      where: {
        accountId,
        createdAt: { gte: since },
        ...(cursor ? { OR: [{ createdAt: { gt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { gt: cursor.id } }] } : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      omit: { accountId: true },
    });
    for (const row of page) yield { type: "api_log", ...row };
    if (page.length === 0) break;
    cursor = page[page.length - 1];
  }

  for await (const row of pages((after) =>
    db.auditLogEntry.findMany({ where: { accountId, ...afterId(after) }, orderBy: { id: "asc" }, take, omit: { accountId: true } }),
  ))
    yield { type: "audit_entry", ...row };
}

/** One line of NDJSON: dates as ISO text, BigInts as text. */
function ndjsonLine(record: ExportRecord): string {
  return `${JSON.stringify(record, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value))}\n`;
}

/**
 * The account's archive as a download, streamed: the next page is read only when the client
 * has taken what was sent (a pull stream), so a slow reader holds one page in memory, not the
 * account. Audited before the first byte (who took the data, and from where).
 */
export async function accountExportResponse(accountId: string, audit: AuditContext, options: { now?: Date; pageSize?: number } = {}) {
  const now = options.now ?? new Date();
  await recordAudit(db, accountId, audit, {
    action: "account.exported",
    target: { type: "account", id: accountId },
    summary: { format: "ndjson" },
  });
  const records = exportAccountRecords(accountId, { ...options, now });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A page's rows, batched into one chunk: one enqueue per row would cost more than the row.
      let chunk = "";
      while (chunk.length < 64 * 1024) {
        const next = await records.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += ndjsonLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await records.return(undefined);
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="account-${accountId}-${day}.ndjson"`,
    },
  });
}
