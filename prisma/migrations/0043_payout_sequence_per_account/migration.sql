-- A bank numbers the payment files of one paying account (convênio), whoever's transfers they carry:
-- remessas are numbered per account across the instance from now on (docs/rails.md, Payout rail).
-- Files made before this were numbered per company and may repeat a number across companies, so
-- the uniqueness holds for the files after them; the next number is above every earlier one.
DO $$
DECLARE last_id integer;
BEGIN
  SELECT COALESCE(MAX("id"), 0) INTO last_id FROM "PayoutFile";
  EXECUTE format(
    'CREATE UNIQUE INDEX "PayoutFile_account_sequence_key" ON "PayoutFile"("accountKey", "sequence") WHERE "kind" = %L AND "id" > %s',
    'remessa',
    last_id
  );
END $$;
