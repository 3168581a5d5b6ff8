-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "txid" xid8 NOT NULL DEFAULT pg_current_xact_id();

-- CreateIndex
CREATE INDEX "Event_accountId_txid_id_idx" ON "Event"("accountId", "txid", "id");


-- Wakes the Events API's waiting requests (`?after=…&wait=…`): a NOTIFY is delivered when,
-- and only if, the transaction that recorded the event commits. Postgres folds identical
-- notifications of one transaction into one, so a burst of an account's events costs one.
-- The body is an E'' string with \073 for each semicolon (migrate deploy splits at every one).
CREATE FUNCTION "notify_event_recorded"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''event_recorded'', NEW."accountId")\073
  RETURN NULL\073
END
';

CREATE TRIGGER "event_recorded"
  AFTER INSERT ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "notify_event_recorded"();
