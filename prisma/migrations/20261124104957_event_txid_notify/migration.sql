-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "txid" xid8 NOT NULL DEFAULT pg_current_xact_id();

-- CreateIndex
CREATE INDEX "Event_accountId_txid_id_idx" ON "Event"("accountId", "txid", "id");


-- Wakes the Events API's waiting requests (`?after=…&wait=…`): a NOTIFY is delivered when,
-- and only if, the transaction that recorded the event commits. Postgres folds identical
-- notifications of one transaction into one, so a burst of an account's events costs one.
CREATE FUNCTION "notify_event_recorded"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('event_recorded', NEW."accountId");
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "event_recorded"
  AFTER INSERT ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "notify_event_recorded"();
