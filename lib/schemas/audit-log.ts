import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/schemas/audit-actions";
import { isoDateTimeText } from "./date-time";
import { idPattern } from "@/lib/id-format";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";

// REST: the audit log (GET /api/v1/audit-log and its dashboard twin; the CSV export reads the same filters).

/** How long audit entries are kept before the retention clean-up deletes them. */
export const AUDIT_RETENTION_DAYS = 365;

export const auditEntryIdSchema = prefixedIdSchema("aud", "Audit log entry identifier; entries sort by time.");

export const auditActionSchema = z
  .enum(AUDIT_ACTIONS as unknown as [AuditAction, ...AuditAction[]], {
    error: `Use one of the audit actions: ${AUDIT_ACTIONS.join(", ")}`,
  })
  .meta({ id: "AuditAction", description: "What was done, `<resource>.<verb>`." });

/** Any id the service makes (`user_…`, `key_…`, `asst_…`): actors and targets are of several kinds. */
const anyIdSchema = (description: string) =>
  z
    .string()
    .regex(idPattern(), "Use an id such as user_01kaj2v3c5m7q9x2c4v6b8n0p2")
    .meta({ description, example: "user_01kaj2v3c5m7q9x2c4v6b8n0p2" });

const isoFilter = (description: string) =>
  isoDateTimeText("Use an ISO 8601 time such as 2026-11-21T08:00:00Z")
    .transform((text) => new Date(text))
    .optional()
    .meta({ description, example: "2026-11-21T08:00:00Z" });

export const listAuditLogQuerySchema = z.strictObject({
  actor: anyIdSchema("Only changes made by this member (`user_…`) or API key (`key_…`).").optional(),
  action: auditActionSchema.optional(),
  target: anyIdSchema("Only changes to this thing (an API key, an assistant, a member…).").optional(),
  from: isoFilter("Only changes made at or after this time."),
  to: isoFilter("Only changes made before this time."),
  limit: pageLimitSchema,
  cursor: pageCursorSchema(auditEntryIdSchema),
});
export type ListAuditLogQuery = z.output<typeof listAuditLogQuerySchema>;
/** The filters alone (the CSV export takes them without paging). */
export const auditLogFilterSchema = listAuditLogQuerySchema.omit({ limit: true, cursor: true });
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

const isoTime = z.iso.datetime({ offset: false }).meta({ example: "2026-11-21T08:00:00.000Z" });

export const auditEntrySchema = z
  .object({
    id: auditEntryIdSchema,
    createdAt: isoTime.meta({ description: "When the change was made (committed)." }),
    actor: z
      .object({
        type: z.enum(["user", "api_key", "system"]),
        id: z.string().nullable().meta({ description: "The member's or key's id; null for the service itself." }),
        label: z.string().meta({ description: "The member's e-mail, or the key's name and prefix.", example: "ada@example.com" }),
      })
      .meta({ id: "AuditActor" }),
    action: auditActionSchema,
    target: z
      .object({ type: z.string(), id: z.string(), label: z.string().nullable() })
      .nullable()
      .meta({ id: "AuditTarget", description: "What was changed; null when the action has no single target." }),
    summary: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "What changed, without secrets: `before`/`after` for an update, the new fields for a create, or other facts." }),
    ipAddress: z.string().nullable().meta({ description: "The client address of the request.", example: "203.0.113.7" }),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable().meta({ description: "The request's X-Request-Id, to find it in the logs." }),
  })
  .meta({ id: "AuditLogEntry" });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogListSchema = pageSchema(auditEntrySchema, "AuditLogList");
export type AuditLogList = z.infer<typeof auditLogListSchema>;
