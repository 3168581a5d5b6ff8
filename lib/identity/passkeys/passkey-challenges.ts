import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { WebAuthnChallenge } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";

/** How long a browser has to answer a challenge (the prompt's own timeout is a minute). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type ChallengeKind = "registration" | "authentication";

/** Who asked: a session (and its user), or nobody yet (a sign-in with a passkey alone). */
export type ChallengeOwner = { sessionId: string; userId: string } | null;

/**
 * Records a challenge just handed out. Expired ones are swept here, so the table holds at most
 * five minutes of them.
 */
export async function saveChallenge(challenge: string, kind: ChallengeKind, owner: ChallengeOwner, now: Date): Promise<void> {
  await db.$transaction([
    db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } }),
    db.webAuthnChallenge.create({
      data: {
        challenge,
        kind,
        sessionId: owner?.sessionId ?? null,
        userId: owner?.userId ?? null,
        expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      },
    }),
  ]);
}

const EXPIRED = "This passkey prompt has expired or was already answered. Try again.";

/**
 * Takes the challenge the browser signed (read from its client data) off the table: each is
 * answered once, in time, by whoever it was handed to. Deleting first (whatever the checks
 * say) means a replayed or raced answer finds nothing. The signature over it is checked after,
 * by @simplewebauthn/server, against this same value.
 */
export async function takeChallenge(clientDataJSON: string, kind: ChallengeKind, owner: ChallengeOwner, now: Date): Promise<string> {
  const challenge = readChallenge(clientDataJSON);
  const rows = challenge
    ? await db.$queryRaw<WebAuthnChallenge[]>`DELETE FROM "WebAuthnChallenge" WHERE "challenge" = ${challenge} RETURNING *`
    : [];
  const row = rows[0];
  const sameOwner = row && (owner ? row.sessionId === owner.sessionId && row.userId === owner.userId : row.sessionId === null);
  if (!row || !challenge || row.kind !== kind || !sameOwner || row.expiresAt <= now) throw new ApiError("VALIDATION_ERROR", EXPIRED);
  return challenge;
}

/** The challenge inside the browser's client data, or null when it is not client data at all. */
function readChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (parsed as { challenge?: unknown })?.challenge;
    return typeof challenge === "string" && challenge.length <= 256 ? challenge : null;
  } catch {
    return null;
  }
}
