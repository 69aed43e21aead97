-- AlterEnum
-- A dispute (in_protest) holds the disputed amount with `chargeback` lines; when the merchant wins
-- it, `chargeback_reversal` lines give the hold back (docs/money.md). Adding an enum value inside
-- the migration's transaction is allowed (PostgreSQL 12+) as long as this transaction does not use it.
ALTER TYPE "LedgerEntryType" ADD VALUE 'chargeback_reversal';
