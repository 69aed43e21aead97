-- Transfers still processing took their amount into `transferred` at creation (before 0043): the
-- ledger is append-only, so two lines move it to `in_transit` (type transfer, dated now), where a
-- transfer made from now on puts it. Settled and failed transfers keep their lines as they are.
INSERT INTO "LedgerEntry" ("companyId", "recipientId", "type", "bucket", "amount", "availableAt", "transferId", "createdAt")
SELECT t."companyId", t."recipientId", 'transfer', b.bucket::"LedgerBucket", b.sign * t."amount", now(), t."id", now()
  FROM "Transfer" t
 CROSS JOIN (VALUES ('transferred', -1), ('in_transit', 1)) AS b(bucket, sign)
 WHERE t."status" = 'processing'
   AND EXISTS (SELECT 1 FROM "LedgerEntry" l WHERE l."transferId" = t."id" AND l."bucket" = 'transferred');
