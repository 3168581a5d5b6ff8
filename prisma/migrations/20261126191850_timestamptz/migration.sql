-- Every instant becomes timestamptz (decision 0191), without a table rewrite: Postgres keeps
-- the table's files when the change is the bare timestamp to timestamptz conversion (no USING,
-- precision 6, so no rounding step) and the session's time zone is UTC, in which the stored
-- values were written. Each ALTER TABLE takes ACCESS EXCLUSIVE for a change of the catalog plus
-- the rebuild of the indexes on its changed columns: the three on tables that grow
-- (Call, Event, IdempotencyKey) are dropped CONCURRENTLY first and built CONCURRENTLY again at
-- the end, the others are on small tables. RequestLog.createdAt stays timestamp(3): it is the
-- partition key, whose type Postgres cannot change.
-- Run again after a failure: an ALTER to the type a column already has changes nothing, and the
-- index statements say IF EXISTS and IF NOT EXISTS.
SET lock_timeout = '5s';
SET statement_timeout = 0;
SET TimeZone = 'UTC';

DROP INDEX CONCURRENTLY IF EXISTS "Call_status_createdAt_idx";
DROP INDEX CONCURRENTLY IF EXISTS "Event_state_createdAt_idx";
DROP INDEX CONCURRENTLY IF EXISTS "IdempotencyKey_createdAt_idx";

SET statement_timeout = '60s';

ALTER TABLE "Account" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "User" ALTER COLUMN "lastSignedInAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "Invitation" ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "acceptedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "canceledAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "PasswordResetToken" ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "usedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "AuditLogEntry" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "DevMailMessage" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "UserSession" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "lastActiveAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "confirmedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "TotpCredential" ALTER COLUMN "enabledAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "RecoveryCode" ALTER COLUMN "usedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "Passkey" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "lastUsedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "WebAuthnChallenge" ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "ApiKey" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "lastUsedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "revokedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "WebhookEndpoint" ALTER COLUMN "disabledAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "Assistant" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "Call" ALTER COLUMN "startedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "endedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "failedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "transcriptReadyAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "UsagePeriod" ALTER COLUMN "periodStart" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "periodEnd" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "Event" ALTER COLUMN "timestamp" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "dispatchedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);

-- The delivery counters' trigger names createdAt (UPDATE OF), which forbids the change: it is
-- dropped and made again in the same transaction, under the lock, so no write goes uncounted.
BEGIN;
LOCK TABLE "WebhookDelivery" IN ACCESS EXCLUSIVE MODE;
DROP TRIGGER IF EXISTS "webhook_delivery_count" ON "WebhookDelivery";
ALTER TABLE "WebhookDelivery" ALTER COLUMN "nextAttemptAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "completedAt" SET DATA TYPE TIMESTAMPTZ(6);
CREATE TRIGGER "webhook_delivery_count"
  AFTER INSERT OR UPDATE OF status, "createdAt", "accountId" ON "WebhookDelivery"
  FOR EACH ROW EXECUTE FUNCTION "webhook_delivery_count"();
COMMIT;

ALTER TABLE "WebhookDeliveryHourlyCount" ALTER COLUMN "hour" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "DeliveryAttempt" ALTER COLUMN "startedAt" SET DATA TYPE TIMESTAMPTZ(6);

ALTER TABLE "IdempotencyKey" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6),
ALTER COLUMN "completedAt" SET DATA TYPE TIMESTAMPTZ(6);

SET statement_timeout = 0;
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Call_status_createdAt_idx" ON "Call"("status", "createdAt");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Event_state_createdAt_idx" ON "Event"("state", "createdAt");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");
SET statement_timeout = '60s';
