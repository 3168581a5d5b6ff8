import type { Tier } from "@/generated/prisma/enums";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { db } from "@/lib/db";

export type ApiKeyRecord = {
  id: string;
  accountId: string;
  permissions: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

/** Who a request is counted against, decided before authentication (the order the customer asked for). */
export type Caller = {
  /** What the Authorization header held. */
  presented: "none" | "malformed" | "key";
  /** `acct:<id>` for a valid key (all keys of an account share its limits), else `ip:<address>`. */
  rateLimitId: string;
  rateLimitTier: Tier;
  /** The account of a valid key (as far as the short cache knows), for per-account limits. */
  accountId?: string;
  /** The key's current row, for authentication; null when there is none. */
  key: () => Promise<ApiKeyRecord | null>;
};

const KEY_PATTERN = /^vk_live_[A-Za-z0-9_-]{32}$/;
/** Unknown callers are limited by address at the lowest tier. */
const ANONYMOUS_TIER: Tier = "PAY_AS_YOU_GO";
/** How long a key's account and tier are remembered for rate limiting. */
const IDENTITY_TTL_MS = 30_000;

type Identity = { accountId: string; tier: Tier } | null;
const identities = new Map<string, { identity: Identity; expires: number }>();

function clientAddress(request: Request): string {
  // The first X-Forwarded-For entry is the client as the outermost proxy saw it; `next start`
  // and any reverse proxy set it. Deployments must not accept it from clients directly.
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0].trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}

function usableIdentity(row: (ApiKeyRecord & { account: { tier: Tier } }) | null, now: number): Identity {
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
  return { accountId: row.accountId, tier: row.account.tier };
}

const KEY_FIELDS = { id: true, accountId: true, permissions: true, expiresAt: true, revokedAt: true, lastUsedAt: true } as const;

/**
 * The key row alone: one indexed lookup, what authentication needs on every request. Plain
 * SQL because it runs on every request and Prisma's query compiler would double its CPU cost.
 */
async function fetchKey(hash: string): Promise<ApiKeyRecord | null> {
  const rows = await db.$queryRaw<ApiKeyRecord[]>`
    SELECT "id", "accountId", "permissions", "expiresAt", "revokedAt", "lastUsedAt"
    FROM "ApiKey" WHERE "hash" = ${hash}`;
  return rows[0] ?? null;
}

/** With the account's tier, for the identity cache (Prisma runs the relation as a second query). */
function fetchKeyWithTier(hash: string) {
  return db.apiKey.findUnique({ where: { hash }, select: { ...KEY_FIELDS, account: { select: { tier: true } } } });
}

/** The bearer token, or what is wrong with the header. */
export function parseBearer(header: string | null): { presented: "none" | "malformed" } | { presented: "key"; key: string } {
  if (!header) return { presented: "none" };
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match || !KEY_PATTERN.test(match[1])) return { presented: "malformed" };
  return { presented: "key", key: match[1] };
}

/**
 * Finds whom to count a request against. A valid key counts against its account; a missing,
 * malformed, unknown, revoked or expired one against the client's address, so a leaked old
 * key cannot use up its former account's quota. The key's account is remembered for a few
 * seconds, which lets the rate-limit check and the fresh key lookup for authentication run at
 * the same time; authentication itself always reads the current row.
 */
export async function identifyCaller(request: Request): Promise<Caller> {
  const anonymous = { rateLimitId: `ip:${clientAddress(request)}`, rateLimitTier: ANONYMOUS_TIER };
  const bearer = parseBearer(request.headers.get("authorization"));
  if (bearer.presented !== "key") return { presented: bearer.presented, ...anonymous, key: async () => null };

  const hash = hashApiKey(bearer.key);
  const now = Date.now();
  const cached = identities.get(hash);
  let lookup: Promise<ApiKeyRecord | null>;
  let identity: Identity;
  if (cached && cached.expires > now) {
    lookup = fetchKey(hash);
    // Awaited later by authentication, or never when the rate limit turns the request away.
    lookup.catch(() => {});
    identity = cached.identity;
  } else {
    try {
      const row = await fetchKeyWithTier(hash);
      lookup = Promise.resolve(row);
      identity = usableIdentity(row, now);
      if (identities.size > 10_000) identities.clear();
      identities.set(hash, { identity, expires: now + IDENTITY_TTL_MS });
    } catch (error) {
      // The database is down: still count the request (by address) and let authentication
      // report the failure as a 500, so the answer carries rate-limit headers like any other.
      lookup = Promise.reject(error);
      lookup.catch(() => {});
      identity = null;
    }
  }
  const limitedAs = identity
    ? { rateLimitId: `acct:${identity.accountId}`, rateLimitTier: identity.tier, accountId: identity.accountId }
    : anonymous;
  return { presented: "key", ...limitedAs, key: () => lookup };
}
