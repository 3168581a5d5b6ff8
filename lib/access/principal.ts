import type { Tier } from "@/generated/prisma/enums";
import type { Actor } from "./actor";
import type { Role } from "./roles";

/**
 * Who a request acts for, in the shapes every floor shares: the request's context carries them
 * (lib/observability/request-context.ts), the pipeline fills them in (lib/api/pipeline/), the
 * handlers and the audit log read them.
 */

/** A signed-in member's session, with the role as it stands now. */
export type SessionAuth = {
  sessionId: string;
  userId: string;
  accountId: string;
  email: string;
  role: Role;
  /** When the member last proved it is them in this browser (lib/access/confirmation-policy.ts). */
  confirmedAt: Date;
  /** The account requires two-factor sign-in and the member has none: setting it up is all they may do. */
  mustSetUpTwoFactor: boolean;
  /** The account is closed (only an owner signs in then): reopening and exporting are all they may do. */
  accountClosed?: boolean;
};

/** A usable API key, judged once per request: its effective permissions (lib/access/api-key-policy.ts). */
export type ApiKeyAuth = { accountId: string; keyId: string; keyName: string; keyPrefix: string; permissions: readonly string[] };

/** An API key's row as the process's key cache keeps it (lib/api-keys/api-key-cache.ts). */
export type ApiKeyRecord = {
  id: string;
  accountId: string;
  /** Name and visible prefix: how the audit log names the key as an actor. */
  name: string;
  prefix: string;
  permissions: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  tier: Tier;
  /** The maker (lib/access/api-key-policy.ts): their id and e-mail as kept on the key, and their role now (null: not a member). */
  createdById: string | null;
  createdBy: string | null;
  makerRole: Role | null;
  /** The key's account is closed (decision 0192): no key of it works, whatever made it. */
  accountClosed?: boolean;
};

/**
 * Who a public API request is counted against, decided before authentication (the order the
 * customer asked for), with the key it presented judged once (`judgeApiKey`).
 */
export type Caller = {
  /** `acct:<id>` for a usable key (all keys of an account share its limits), else `ip:<address>`. */
  rateLimitId: string;
  rateLimitTier: Tier;
  /** What the Authorization header held, judged. */
  key: KeyVerdict;
};

/**
 * What a presented API key is worth, decided once: the rate limiter counts a usable key
 * against its account and every other caller by address; authentication answers 401 or 403
 * from the same verdict.
 */
export type KeyVerdict =
  | { kind: "none" }
  | { kind: "malformed" }
  | { kind: "unknown" }
  | { kind: "revoked"; record: ApiKeyRecord }
  | { kind: "expired"; record: ApiKeyRecord }
  | { kind: "maker_left"; record: ApiKeyRecord }
  | { kind: "usable"; record: ApiKeyRecord }
  /** The key could not be read (the database is down): counted by address, answered 500. */
  | { kind: "unreadable"; error: unknown };

/** The actor behind an authenticated request, as the audit log names it. */
export function actorOf(auth: SessionAuth | ApiKeyAuth): Actor {
  if ("keyId" in auth) return { type: "api_key", id: auth.keyId, label: `${auth.keyName} (${auth.keyPrefix}…)` };
  return { type: "user", id: auth.userId, label: auth.email };
}
