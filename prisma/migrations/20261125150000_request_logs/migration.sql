-- Written by hand (not by `prisma migrate diff`): Prisma cannot declare a partitioned table.
-- The columns, primary key and index are exactly what schema.prisma's RequestLog declares
-- (tests/prisma/migrations-match-schema.test.ts compares them). The partitioning, and the
-- partitions themselves, are this file's and the writer's (decision XXXX-request-logs).

-- CreateTable
CREATE TABLE "RequestLog" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "route" TEXT,
    "query" TEXT,
    "status" INTEGER NOT NULL,
    "errorCode" TEXT,
    "durationMs" DOUBLE PRECISION NOT NULL,
    "keyId" TEXT NOT NULL,
    "keyName" TEXT NOT NULL,
    "keyPrefix" TEXT NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "idempotencyKey" TEXT,
    "replayed" BOOLEAN NOT NULL DEFAULT false,
    "requestBody" TEXT,
    "responseBody" TEXT,

    CONSTRAINT "RequestLog_pkey" PRIMARY KEY ("createdAt","id")
) PARTITION BY RANGE ("createdAt");

-- CreateIndex
CREATE INDEX "RequestLog_accountId_createdAt_id_idx" ON "RequestLog"("accountId", "createdAt" DESC, "id" DESC);

-- One partition per UTC day ("createdAt" is UTC without a zone, as Prisma stores it), named
-- RequestLog_pYYYYMMDD. Idempotent, and serialized by an advisory lock so that two processes
-- making the same day's partition at once do not fail on each other's catalog rows.
-- The body is an E'' string with \073 for each semicolon (migrate deploy splits at every one).
CREATE FUNCTION ensure_request_log_partition(day date) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
  name text := ''RequestLog_p'' || to_char(day, ''YYYYMMDD'')\073
BEGIN
  IF to_regclass(format(''%I'', name)) IS NOT NULL THEN
    RETURN\073
  END IF\073
  PERFORM pg_advisory_xact_lock(hashtext(''RequestLog partitions''))\073
  EXECUTE format(
    ''CREATE TABLE IF NOT EXISTS %I PARTITION OF "RequestLog" FOR VALUES FROM (%L) TO (%L)'',
    name, day::timestamp, (day + 1)::timestamp
  )\073
END
';

-- Today's and tomorrow's, so the first requests after a deploy find theirs.
SELECT ensure_request_log_partition((now() AT TIME ZONE 'UTC')::date);
SELECT ensure_request_log_partition((now() AT TIME ZONE 'UTC')::date + 1);
