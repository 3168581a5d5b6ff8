import type { Tier } from "@/generated/prisma/enums";
import { judgeApiKey } from "@/lib/access/api-key-policy";
import type { Caller, KeyVerdict } from "@/lib/access/principal";
import { getApiKeyCache } from "@/lib/api-keys/api-key-cache";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { clientAddress } from "@/lib/http/client-address";

const KEY_PATTERN = /^vk_live_[A-Za-z0-9_-]{32}$/;
/** Unknown callers are limited by address at the lowest tier. */
const ANONYMOUS_TIER: Tier = "PAY_AS_YOU_GO";

/** The bearer token, or what is wrong with the header. */
export function parseBearer(header: string | null): { presented: "none" | "malformed" } | { presented: "key"; key: string } {
  if (!header) return { presented: "none" };
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match || !KEY_PATTERN.test(match[1])) return { presented: "malformed" };
  return { presented: "key", key: match[1] };
}

/** The presented key's verdict: its row from the process's key cache, judged once. */
async function judgePresentedKey(header: string | null, now: number): Promise<KeyVerdict> {
  const bearer = parseBearer(header);
  if (bearer.presented !== "key") return { kind: bearer.presented };
  try {
    return judgeApiKey(await getApiKeyCache().get(hashApiKey(bearer.key)), now);
  } catch (error) {
    // The database is down: the request is still counted (by address), and authentication
    // answers the failure as a 500, with rate-limit headers like any other answer.
    return { kind: "unreadable", error };
  }
}

/**
 * The pipeline's identify stage, for the public API: whom to count a request against. A usable
 * key counts against its account; a missing, malformed, unknown, revoked or expired one (or one
 * whose maker left) against the client's address, so a leaked old key cannot use up its former
 * account's quota. The key's row comes from the process's key cache, which every revocation or
 * tier change empties at once in every process.
 */
export async function identifyCaller(request: Request, now: number = Date.now()): Promise<Caller> {
  const key = await judgePresentedKey(request.headers.get("authorization"), now);
  if (key.kind === "usable") return { rateLimitId: `acct:${key.record.accountId}`, rateLimitTier: key.record.tier, key };
  return { rateLimitId: `ip:${clientAddress(request)}`, rateLimitTier: ANONYMOUS_TIER, key };
}
