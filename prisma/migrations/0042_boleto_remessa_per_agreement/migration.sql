-- Issue 30 audit: a bank numbers remessas per collection agreement (convênio), and one agreement
-- serves the whole instance, so remessa sequence numbers are the agreement's, across companies
-- (docs/rails.md, Boleto rail, "The daily cycle"). The counter starts after the highest number any
-- company's remessa of the agreement already had.
CREATE TABLE "BoletoRemessaSequence" (
    "agreementKey" TEXT NOT NULL,
    "last" INTEGER NOT NULL,
    CONSTRAINT "BoletoRemessaSequence_pkey" PRIMARY KEY ("agreementKey")
);
INSERT INTO "BoletoRemessaSequence" ("agreementKey", "last")
SELECT "agreementKey", MAX("sequence") FROM "BoletoFile" WHERE "kind" = 'remessa' GROUP BY "agreementKey";

-- From now on a number is the agreement's once; files numbered per company before this migration
-- may share numbers, so the unique index covers the rows that come after them.
DO $$
BEGIN
  EXECUTE format(
    'CREATE UNIQUE INDEX "BoletoFile_agreement_remessa_sequence_key" ON "BoletoFile"("agreementKey", "sequence") WHERE "kind" = %L AND "id" > %s',
    'remessa',
    (SELECT COALESCE(MAX("id"), 0) FROM "BoletoFile"));
END $$;
