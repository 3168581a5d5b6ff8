-- A lock not granted within 5 s fails the migration (retry it) instead of queueing every
-- query on the table behind it. Raise statement_timeout for a backfill, and use 0 before a
-- CREATE INDEX CONCURRENTLY (docs/operating.md, "Migrations a live database survives").
SET lock_timeout = '5s';
SET statement_timeout = '60s';

-- Closing an account (decision 0192): nullable columns, a change of the catalog only.
ALTER TABLE "Account" ADD COLUMN IF NOT EXISTS "closedAt" TIMESTAMPTZ(6);
ALTER TABLE "Account" ADD COLUMN IF NOT EXISTS "eraseAfter" TIMESTAMPTZ(6);

-- What is left of an erased account: its id and times, nothing personal.
CREATE TABLE IF NOT EXISTS "AccountTombstone" (
    "id" TEXT NOT NULL,
    "closedAt" TIMESTAMPTZ(6) NOT NULL,
    "erasureStartedAt" TIMESTAMPTZ(6) NOT NULL,
    "erasedAt" TIMESTAMPTZ(6),

    CONSTRAINT "AccountTombstone_pkey" PRIMARY KEY ("id")
);
