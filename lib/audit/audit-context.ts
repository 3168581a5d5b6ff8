import { type Actor, SYSTEM_ACTOR } from "@/lib/access/actor";
import { clientAddress } from "@/lib/http/client-address";

/** Everything an audit entry records about the request that made a change. */
export type AuditContext = {
  actor: Actor;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
};

const MAX_USER_AGENT = 512;

/** The audit context of a request made by `actor`: its client address, user agent and id. */
export function auditContextOf(actor: Actor, request: Request | Headers | null, requestId: string | null = null): AuditContext {
  const headers = request instanceof Request ? request.headers : request;
  return {
    actor,
    ipAddress: headers ? clientAddress(headers) : null,
    userAgent: headers?.get("user-agent")?.slice(0, MAX_USER_AGENT) ?? null,
    requestId,
  };
}

/** A change made outside any request (the CLI, a scheduled function). */
export const SYSTEM_CONTEXT: AuditContext = { actor: SYSTEM_ACTOR, ipAddress: null, userAgent: null, requestId: null };
