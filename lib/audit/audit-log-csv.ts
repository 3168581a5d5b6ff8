import { db } from "@/lib/db";
import type { AuditLogFilter } from "@/lib/schemas/audit-log";
import { auditLogWhere, toAuditEntryView } from "./list-audit-log";
import type { AuditEntryView } from "@/lib/schemas/audit-log";

export const AUDIT_CSV_COLUMNS = ["time", "actor", "action", "target", "summary", "ip", "user agent", "request id"] as const;

/** Rows read per query while streaming: each batch is one index range scan after the last id. */
const BATCH_SIZE = 1_000;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return that some strip first) gets a
 * leading `'`; a value with a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function auditCsvRow(entry: AuditEntryView): string {
  const actor = entry.actor.id ? `${entry.actor.label} (${entry.actor.id})` : entry.actor.label;
  const target = entry.target ? (entry.target.label ? `${entry.target.label} (${entry.target.id})` : entry.target.id) : null;
  return csvLine([
    entry.createdAt,
    actor,
    entry.action,
    target,
    entry.summary ? JSON.stringify(entry.summary) : null,
    entry.ipAddress,
    entry.userAgent,
    entry.requestId,
  ]);
}

/**
 * The account's audit entries matching `filter`, newest first, as a CSV download. Streamed a
 * batch at a time, so memory stays flat however many entries a year of retention holds; the
 * filter narrows it, and there is no row cap that would cut a record of changes short.
 */
export function auditLogCsvResponse(accountId: string, filter: AuditLogFilter, now = new Date()): Response {
  const where = auditLogWhere(accountId, filter, now);
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark: spreadsheets then read the file as UTF-8 (e-mails, names, user agents).
        controller.enqueue(encoder.encode(`\uFEFF${csvLine([...AUDIT_CSV_COLUMNS])}`));
      }
      const rows = await db.auditLogEntry.findMany({
        where: cursor ? { AND: [where, { id: { lt: cursor } }] } : where,
        orderBy: { id: "desc" },
        take: BATCH_SIZE,
      });
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => auditCsvRow(toAuditEntryView(row))).join("")));
      if (rows.length < BATCH_SIZE) controller.close();
      else cursor = rows[rows.length - 1].id;
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
