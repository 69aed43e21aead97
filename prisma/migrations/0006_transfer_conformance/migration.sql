-- Transfers speak the official clients' words (docs/money.md, Transfers): `transferred` becomes
-- `success`, `failureReason` becomes `failReason`, and a transfer records its `type` (bank_account
-- or pix), its `fee`, and the client's `externalRef` and `metadata`.
-- Hand-written rather than `prisma migrate diff`'s script, which recreates the enum and drops
-- "failureReason": renaming keeps every existing row's status and reason.

-- AlterEnum: existing rows follow the renamed label (enum values are stored by reference)
ALTER TYPE "TransferStatus" RENAME VALUE 'transferred' TO 'success';

-- CreateEnum
CREATE TYPE "TransferType" AS ENUM ('bank_account', 'pix');

-- AlterTable
ALTER TABLE "Transfer" RENAME COLUMN "failureReason" TO "failReason";
ALTER TABLE "Transfer" ADD COLUMN     "type" "TransferType" NOT NULL DEFAULT 'bank_account',
ADD COLUMN     "fee" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "externalRef" TEXT,
ADD COLUMN     "metadata" JSONB;

-- Existing transfers to a Pix key were Pix transfers
UPDATE "Transfer" SET "type" = 'pix' WHERE "pixKey" IS NOT NULL;

-- Stored events and subscriptions use the new names, so a resend or a filter finds them: the event
-- type `transfer.transferred` becomes `transfer.success`, and each transfer event's data (the
-- transfer as it was) gets the new status and field names.
UPDATE "Event" SET "type" = 'transfer.success' WHERE "type" = 'transfer.transferred';
UPDATE "Event"
SET "data" = (("data" - 'failureReason') || jsonb_build_object(
      'status', CASE WHEN "data"->>'status' = 'transferred' THEN 'success' ELSE "data"->>'status' END,
      'failReason', "data"->'failureReason'))
WHERE "objectType" = 'transfer' AND "data" ? 'failureReason';
UPDATE "WebhookEndpoint" SET "enabledEvents" = array_replace("enabledEvents", 'transfer.transferred', 'transfer.success')
WHERE 'transfer.transferred' = ANY("enabledEvents");
