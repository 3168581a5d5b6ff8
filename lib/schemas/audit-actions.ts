/**
 * Every action the audit log records, `<resource>.<verb>`. One list: the recorders, the
 * dashboard's filter and the API's `action` parameter all use it.
 */
export const AUDIT_ACTIONS = [
  "api_key.created",
  "api_key.revoked",
  "webhook.url_set",
  "webhook.removed",
  "webhook.enabled",
  "webhook.event_types_set",
  "webhook.secret_revealed",
  "webhook.secret_rotated",
  "webhook.test_sent",
  "webhook.delivery_resent",
  "webhook.pending_event_delivered",
  "webhook.event_redelivered",
  "webhook.failed_events_recovered",
  "assistant.created",
  "assistant.updated",
  "assistant.deleted",
  "call.test_started",
  "account.plan_changed",
  "member.role_changed",
  "member.removed",
  "member.left",
  "invitation.sent",
  "invitation.resent",
  "invitation.canceled",
  "invitation.accepted",
  "user.created",
  "user.password_changed",
  "user.password_reset_requested",
  "user.password_reset",
  "user.signed_in",
  "user.sign_in_refused",
  "user.signed_out",
  "user.session_ended",
  "user.sessions_ended",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
