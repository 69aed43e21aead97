-- Whose account a Pix key pays into (docs/security.md, "Payout destinations"): the holder's CPF or
-- CNPJ as established when the key was registered — the key itself for a CPF/CNPJ key, the payout
-- rail's DICT lookup for an e-mail, phone or random key — and when. NULL: nobody could look it up,
-- so the key waits for an owner's confirmation.
ALTER TABLE "PixKey" ADD COLUMN "holderDocument" TEXT,
ADD COLUMN "holderResolvedAt" TIMESTAMP(3);

-- A CPF or CNPJ key names its holder itself. Keys of the other types registered before stay held
-- until an owner confirms them: no rail looked them up.
UPDATE "PixKey" SET "holderDocument" = "key", "holderResolvedAt" = "createdAt" WHERE "type" IN ('cpf', 'cnpj');
