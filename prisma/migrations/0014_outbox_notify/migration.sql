-- Wakes the webhook workers when events are recorded (docs/webhooks.md, "Delivery"): a statement
-- that inserts events notifies the channel colmeia_outbox, and PostgreSQL (or PGlite) delivers the
-- notification when, and only if, the transaction commits. Workers still poll as the fallback.
CREATE OR REPLACE FUNCTION "colmeia_notify_outbox"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('colmeia_outbox', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Event_notify_outbox" AFTER INSERT ON "Event"
  FOR EACH STATEMENT EXECUTE FUNCTION "colmeia_notify_outbox"();
