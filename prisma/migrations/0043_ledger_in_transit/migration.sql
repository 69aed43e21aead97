-- A transfer's money is in transit (held: not available, not yet gone) from its creation until the
-- bank says it was paid (then `transferred`) or refused (then back to `balance`). ADD VALUE rewrites
-- nothing; the new value can only be used once this commits, so the existing processing transfers
-- move in the next migration (0043_ledger_in_transit_backfill).
ALTER TYPE "LedgerBucket" ADD VALUE IF NOT EXISTS 'in_transit' BEFORE 'transferred';
