import { createHash } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { IdempotencyError } from "./errors";

/** How long a key's first result is kept and replayed. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
/** The header a client sends, and the one marking a replayed answer. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

// Printable ASCII without spaces, up to 255 characters: room for a UUID or a client's own
// scheme, nothing that could smuggle control characters into logs or the database.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
// A claim older than this whose request never finished belongs to a process that died: no
// API request runs this long, so the key is taken over instead of blocking for 24 h.
const ABANDONED_AFTER_MS = 60_000;
const POLL_MS = 50;
// Headers that describe this request rather than the stored result: never replayed.
const PER_REQUEST_HEADERS = /^(x-request-id|x-ratelimit-.*|retry-after|date|set-cookie|content-length)$/i;

export type IdempotentRequest = {
  accountId: string;
  /** The raw `Idempotency-Key` header value. */
  key: string;
  method: string;
  /** Path and query string of the request. */
  path: string;
  /** The raw request body, as received. */
  body: string;
};

export type RunIdempotentOptions = {
  /** How long a request with a key in flight waits for the first one's result before a 409. */
  waitMs?: number;
  now?: () => Date;
};

type KeyRow = {
  requestHash: string;
  state: "in_flight" | "completed";
  responseStatus: number | null;
  responseHeaders: Prisma.JsonValue;
  responseBody: string | null;
  createdAt: Date;
};

/** Checks the header's value; throws `IDEMPOTENCY_KEY_INVALID` for an unusable key. */
export function parseIdempotencyKey(value: string): string {
  if (!KEY_PATTERN.test(value)) {
    throw new IdempotencyError(
      "IDEMPOTENCY_KEY_INVALID",
      `${IDEMPOTENCY_KEY_HEADER} must be 1–255 printable ASCII characters without spaces (a UUID is a good choice).`,
    );
  }
  return value;
}

function requestHash({ method, path, body }: IdempotentRequest): string {
  return createHash("sha256").update(`${method.toUpperCase()}\n${path}\n`).update(body).digest("hex");
}

function replay(row: KeyRow): Response {
  const headers = new Headers(row.responseHeaders as Record<string, string>);
  headers.set(IDEMPOTENT_REPLAYED_HEADER, "true");
  const nullBody = row.responseStatus === 204 || row.responseStatus === 304;
  return new Response(nullBody ? null : row.responseBody, { status: row.responseStatus ?? 200, headers });
}

async function release(accountId: string, key: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { accountId, key, state: "in_flight" } });
}

/**
 * Runs `execute` at most once per account and `Idempotency-Key` for 24 h, and answers a
 * repeat of the same request with the first result (same status, headers and body, plus
 * `Idempotent-Replayed: true`).
 *
 * The first request claims the key by inserting its row: the primary key (account, key)
 * lets exactly one of any number of concurrent requests win. The others wait for the
 * winner's result and replay it, or get `IDEMPOTENCY_KEY_IN_FLIGHT` (409) after `waitMs`.
 * The same key with another method, path or body is `IDEMPOTENCY_KEY_REUSED` (422).
 * A result of 500 or above, or a throw, releases the key, so the client's retry runs again.
 */
export async function runIdempotent(
  request: IdempotentRequest,
  execute: () => Promise<Response>,
  { waitMs = 10_000, now = () => new Date() }: RunIdempotentOptions = {},
): Promise<Response> {
  const key = parseIdempotencyKey(request.key);
  const { accountId } = request;
  const hash = requestHash(request);
  const giveUpAt = Date.now() + waitMs;

  for (;;) {
    const claimedAt = now();
    const claimed = await db.$executeRaw`
      INSERT INTO "IdempotencyKey" ("accountId", key, "requestHash", state, "createdAt")
      VALUES (${accountId}, ${key}, ${hash}, 'in_flight', ${claimedAt.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING`;
    if (claimed === 1) return runClaimed(accountId, key, execute);

    const row: KeyRow | null = await db.idempotencyKey.findUnique({
      where: { accountId_key: { accountId, key } },
      select: { requestHash: true, state: true, responseStatus: true, responseHeaders: true, responseBody: true, createdAt: true },
    });
    if (!row) continue; // released or expired between the insert and the read: claim again
    const age = claimedAt.getTime() - row.createdAt.getTime();
    if (age >= IDEMPOTENCY_KEY_TTL_MS || (row.state === "in_flight" && age >= ABANDONED_AFTER_MS)) {
      // Only the row that was read: a newer claim by a concurrent request is kept. Its time by the
      // millisecond read back: a timestamptz holds microseconds, which a Date drops (claims
      // write milliseconds, but a row written otherwise would never match an equality).
      const readAt = row.createdAt.getTime();
      await db.idempotencyKey.deleteMany({
        where: { accountId, key, createdAt: { gte: new Date(readAt), lt: new Date(readAt + 1) } },
      });
      continue;
    }
    if (row.requestHash !== hash) {
      throw new IdempotencyError(
        "IDEMPOTENCY_KEY_REUSED",
        `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request in the last 24 hours. Use a new key for a new request.`,
      );
    }
    if (row.state === "completed") return replay(row);
    if (Date.now() >= giveUpAt) {
      throw new IdempotencyError(
        "IDEMPOTENCY_KEY_IN_FLIGHT",
        `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed. Retry in a moment to get its result.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runClaimed(accountId: string, key: string, execute: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await execute();
  } catch (error) {
    await release(accountId, key);
    throw error;
  }
  if (response.status >= 500) {
    await release(accountId, key);
    return response;
  }
  const body = await response.clone().text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.test(name)) headers[name] = value;
  });
  await db.idempotencyKey.update({
    where: { accountId_key: { accountId, key } },
    data: { state: "completed", responseStatus: response.status, responseHeaders: headers, responseBody: body, completedAt: new Date() },
  });
  return response;
}
