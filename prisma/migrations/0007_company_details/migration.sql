-- AlterTable
-- The company's card-statement text (soft descriptor) and what the merchant says about the business
-- (PUT|PATCH /v1/company, docs/api.md "Company").
ALTER TABLE "Company" ADD COLUMN     "details" JSONB,
ADD COLUMN     "invoiceDescriptor" TEXT;

-- Payment-link aliases are kept as sent ("MinhaLoja_2026") and unique whatever the case, so
-- /pay/minhaloja_2026 finds that link and nobody else can take "minhaloja_2026". Until now the API
-- lower-cased every alias, so existing rows should not collide; any that do (written outside the
-- API) keep the oldest link's alias and the others get "_<id>" appended (cut to fit 64 characters),
-- which no earlier alias could contain. Then the case-sensitive index gives way to one on lower().
UPDATE "PaymentLink" AS l
SET "alias" = left(l."alias", 63 - length(l."id"::text)) || '_' || l."id"
WHERE EXISTS (SELECT 1 FROM "PaymentLink" AS o WHERE lower(o."alias") = lower(l."alias") AND o."id" < l."id");

-- DropIndex
DROP INDEX "PaymentLink_alias_key";

CREATE UNIQUE INDEX "PaymentLink_alias_lower_key" ON "PaymentLink"(lower("alias"));
