import { SYSTEM_ACTOR } from "@/lib/access/actor";
import { auditContextOf, type AuditContext } from "@/lib/audit/audit-context";

/** Where an anonymous request came from: the audit context without an actor, known only later. */
export type RequestOrigin = Omit<AuditContext, "actor">;

export function requestOriginOf(request: Request, requestId: string): RequestOrigin {
  const { actor: _unknownYet, ...origin } = auditContextOf(SYSTEM_ACTOR, request, requestId);
  return origin;
}

/** The client address a throttle counts under (a request always has one). */
export const addressOf = (origin: RequestOrigin): string => origin.ipAddress ?? "unknown";
