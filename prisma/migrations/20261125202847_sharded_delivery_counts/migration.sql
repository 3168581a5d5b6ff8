-- AlterTable
ALTER TABLE "WebhookDeliveryHourlyCount" DROP CONSTRAINT "WebhookDeliveryHourlyCount_pkey",
ADD COLUMN     "shard" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "WebhookDeliveryHourlyCount_pkey" PRIMARY KEY ("accountId", "hour", "shard");


-- The hourly delivery counts' trigger (20261122003703_flat_reads), spread over 8 rows per
-- account and hour. Every attempt that ends a delivery moves it between the columns of its
-- account's current hour, and an UPDATE holds that row until its commit is flushed: with one
-- row, an account's concurrent attempts committed one after another (on this machine about
-- 1,000 commits/s on one row against 4,000-9,000 on eight). The row is chosen by the
-- delivery's id, so its status changes find the row its creation counted in: readers sum
-- the rows of an hour. A status change within the hour is one upsert (the old column down,
-- the new one up) instead of an UPDATE and an upsert of the same row. Rows counted before
-- this migration are counted again below.
-- The body is an E'' string with \073 for each semicolon: `prisma migrate deploy` through the
-- driver adapter splits a migration at every semicolon, even inside dollar quotes.
CREATE OR REPLACE FUNCTION "webhook_delivery_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    IF NEW.status = OLD.status AND NEW."createdAt" = OLD."createdAt" AND NEW."accountId" = OLD."accountId" THEN
      RETURN NULL\073
    END IF\073
    IF NEW."accountId" = OLD."accountId" AND date_trunc(''hour'', NEW."createdAt") = date_trunc(''hour'', OLD."createdAt") THEN
      INSERT INTO "WebhookDeliveryHourlyCount" AS c ("accountId", hour, shard, delivered, failed, pending)
      VALUES (NEW."accountId", date_trunc(''hour'', NEW."createdAt"), hashtext(NEW.id) & 7,
              (NEW.status = ''delivered'')::int, (NEW.status = ''failed'')::int, (NEW.status = ''pending'')::int)
      ON CONFLICT ("accountId", hour, shard) DO UPDATE SET
        delivered = c.delivered + EXCLUDED.delivered - (OLD.status = ''delivered'')::int,
        failed = c.failed + EXCLUDED.failed - (OLD.status = ''failed'')::int,
        pending = c.pending + EXCLUDED.pending - (OLD.status = ''pending'')::int\073
      RETURN NULL\073
    END IF\073
    UPDATE "WebhookDeliveryHourlyCount" SET
      delivered = delivered - (OLD.status = ''delivered'')::int,
      failed = failed - (OLD.status = ''failed'')::int,
      pending = pending - (OLD.status = ''pending'')::int
    WHERE "accountId" = OLD."accountId" AND hour = date_trunc(''hour'', OLD."createdAt") AND shard = hashtext(OLD.id) & 7\073
  END IF\073
  INSERT INTO "WebhookDeliveryHourlyCount" AS c ("accountId", hour, shard, delivered, failed, pending)
  VALUES (NEW."accountId", date_trunc(''hour'', NEW."createdAt"), hashtext(NEW.id) & 7,
          (NEW.status = ''delivered'')::int, (NEW.status = ''failed'')::int, (NEW.status = ''pending'')::int)
  ON CONFLICT ("accountId", hour, shard) DO UPDATE SET
    delivered = c.delivered + EXCLUDED.delivered,
    failed = c.failed + EXCLUDED.failed,
    pending = c.pending + EXCLUDED.pending\073
  RETURN NULL\073
END
';

-- The counters the purge keeps (two days), counted again into their shards: a delivery made
-- before this migration then changes status in the row its creation is counted in.
DELETE FROM "WebhookDeliveryHourlyCount" WHERE hour >= date_trunc('hour', (now() AT TIME ZONE 'UTC') - interval '49 hours');
INSERT INTO "WebhookDeliveryHourlyCount" ("accountId", hour, shard, delivered, failed, pending)
SELECT "accountId", date_trunc('hour', "createdAt"), hashtext(id) & 7,
       count(*) FILTER (WHERE status = 'delivered'), count(*) FILTER (WHERE status = 'failed'),
       count(*) FILTER (WHERE status = 'pending')
FROM "WebhookDelivery"
WHERE "createdAt" >= date_trunc('hour', (now() AT TIME ZONE 'UTC') - interval '49 hours')
GROUP BY 1, 2, 3;
