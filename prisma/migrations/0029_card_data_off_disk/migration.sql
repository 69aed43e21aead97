-- No hash of a card number beside its first 6 and last 4 digits: with the key, 100,000 tries give
-- the number back (docs/security.md, Card data).
DROP INDEX "Card_companyId_fingerprint_idx";
ALTER TABLE "Card" DROP COLUMN "fingerprint";

-- Card hashes made before this release were sealed under a key derived from AUTH_SECRET; the new
-- ones carry their key in the token. The old ones cannot be used any more: remove them now rather
-- than at their expiry.
DELETE FROM "CardHash";
