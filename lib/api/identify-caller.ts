import type { Tier } from "@/generated/prisma/enums";
import { getApiKeyCache, type ApiKeyRecord } from "@/lib/api-keys/api-key-cache";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { clientAddress } from "@/lib/http/client-address";
import { keyMakerOf } from "@/lib/access/api-key-policy";

/** Who a request is counted against, decided before authentication (the order the customer asked for). */
export type Caller = {
  /** What the Authorization header held. */
  presented: "none" | "malformed" | "key";
  /** `acct:<id>` for a valid key (all keys of an account share its limits), else `ip:<address>`. */
  rateLimitId: string;
  rateLimitTier: Tier;
  /** The account of a usable key, for per-account limits. */
  accountId?: string;
  /** A usable key's id, name and prefix: whose requests the account's API logs list. */
  apiKey?: { id: string; name: string; prefix: string };
  /** The key's row, for authentication; null when there is none. */
  key: () => Promise<ApiKeyRecord | null>;
};

const KEY_PATTERN = /^vk_live_[A-Za-z0-9_-]{32}$/;
/** Unknown callers are limited by address at the lowest tier. */
const ANONYMOUS_TIER: Tier = "PAY_AS_YOU_GO";

/** A key counts against its account only while it may be used: never once revoked, expired or its maker gone. */
function isUsable(key: ApiKeyRecord | null, now: number): key is ApiKeyRecord {
  return key !== null && !key.revokedAt && !(key.expiresAt && key.expiresAt.getTime() <= now) && keyMakerOf(key).kind !== "left";
}

/** The bearer token, or what is wrong with the header. */
export function parseBearer(header: string | null): { presented: "none" | "malformed" } | { presented: "key"; key: string } {
  if (!header) return { presented: "none" };
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match || !KEY_PATTERN.test(match[1])) return { presented: "malformed" };
  return { presented: "key", key: match[1] };
}

/**
 * Finds whom to count a request against. A usable key counts against its account; a missing,
 * malformed, unknown, revoked or expired one against the client's address, so a leaked old
 * key cannot use up its former account's quota. The key's row comes from the process's key
 * cache, which every revocation or tier change empties at once in every process; expiry is
 * compared with the clock here and again by authentication.
 */
export async function identifyCaller(request: Request): Promise<Caller> {
  // Only a caller without a usable key is counted by address.
  const anonymous = () => ({ rateLimitId: `ip:${clientAddress(request)}`, rateLimitTier: ANONYMOUS_TIER });
  const bearer = parseBearer(request.headers.get("authorization"));
  if (bearer.presented !== "key") return { presented: bearer.presented, ...anonymous(), key: async () => null };

  let key: ApiKeyRecord | null;
  try {
    key = await getApiKeyCache().get(hashApiKey(bearer.key));
  } catch (error) {
    // The database is down: still count the request (by address) and let authentication
    // report the failure as a 500, so the answer carries rate-limit headers like any other.
    const failed = Promise.reject(error);
    failed.catch(() => {});
    return { presented: "key", ...anonymous(), key: () => failed };
  }
  const limitedAs = isUsable(key, Date.now())
    ? {
        rateLimitId: `acct:${key.accountId}`,
        rateLimitTier: key.tier,
        accountId: key.accountId,
        apiKey: { id: key.id, name: key.name, prefix: key.prefix },
      }
    : anonymous();
  return { presented: "key", ...limitedAs, key: async () => key };
}
