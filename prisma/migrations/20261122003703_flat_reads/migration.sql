-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "callId" TEXT;

-- CreateTable
CREATE TABLE "WebhookDeliveryHourlyCount" (
    "accountId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "delivered" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "pending" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "WebhookDeliveryHourlyCount_pkey" PRIMARY KEY ("accountId","hour")
);

-- CreateIndex
CREATE INDEX "Event_accountId_callId_idx" ON "Event"("accountId", "callId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_accountId_status_id_idx" ON "WebhookDelivery"("accountId", "status", "id");

-- AddForeignKey
ALTER TABLE "WebhookDeliveryHourlyCount" ADD CONSTRAINT "WebhookDeliveryHourlyCount_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: events written before the column existed name their call only in data.
UPDATE "Event" SET "callId" = data->>'callId' WHERE data ? 'callId';

-- Hourly delivery counts, kept by the database on every write path (insert, status change,
-- a moved createdAt), so they cannot drift from the rows whichever code writes them.
-- Deletes are not subtracted: only the retention purge deletes deliveries (and an account's
-- deletion, which takes its counters along), and the purge drops counters after two days.
-- The body is an E'' string with \073 for each semicolon: `prisma migrate deploy` through the
-- driver adapter splits a migration at every semicolon, even inside dollar quotes.
CREATE FUNCTION "webhook_delivery_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    IF NEW.status = OLD.status AND NEW."createdAt" = OLD."createdAt" AND NEW."accountId" = OLD."accountId" THEN
      RETURN NULL\073
    END IF\073
    UPDATE "WebhookDeliveryHourlyCount" SET
      delivered = delivered - (OLD.status = ''delivered'')::int,
      failed = failed - (OLD.status = ''failed'')::int,
      pending = pending - (OLD.status = ''pending'')::int
    WHERE "accountId" = OLD."accountId" AND hour = date_trunc(''hour'', OLD."createdAt")\073
  END IF\073
  INSERT INTO "WebhookDeliveryHourlyCount" AS c ("accountId", hour, delivered, failed, pending)
  VALUES (NEW."accountId", date_trunc(''hour'', NEW."createdAt"),
          (NEW.status = ''delivered'')::int, (NEW.status = ''failed'')::int, (NEW.status = ''pending'')::int)
  ON CONFLICT ("accountId", hour) DO UPDATE SET
    delivered = c.delivered + EXCLUDED.delivered,
    failed = c.failed + EXCLUDED.failed,
    pending = c.pending + EXCLUDED.pending\073
  RETURN NULL\073
END
';

CREATE TRIGGER "webhook_delivery_count"
  AFTER INSERT OR UPDATE OF status, "createdAt", "accountId" ON "WebhookDelivery"
  FOR EACH ROW EXECUTE FUNCTION "webhook_delivery_count"();

-- Backfill the hours the overview reads (deliveries made before the trigger existed).
INSERT INTO "WebhookDeliveryHourlyCount" ("accountId", hour, delivered, failed, pending)
SELECT "accountId", date_trunc('hour', "createdAt"),
       count(*) FILTER (WHERE status = 'delivered'), count(*) FILTER (WHERE status = 'failed'),
       count(*) FILTER (WHERE status = 'pending')
FROM "WebhookDelivery"
WHERE "createdAt" >= date_trunc('hour', (now() AT TIME ZONE 'UTC') - interval '25 hours')
GROUP BY 1, 2;
