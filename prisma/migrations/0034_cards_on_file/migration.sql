-- Cards on file (docs/api.md, Cards on file): a card saved with `card.reusable: true` keeps the
-- acquirer's token for it, sealed under a key derived from AUTH_SECRET for the purpose and bound to
-- the card's id (lib/domain/cards/card-token.ts) — never the number or the CVV. `acquirerName` says
-- whose token it is. Removing a card (DELETE /v1/cards/{id}) wipes the token and clears `reusable`:
-- transactions keep pointing at the card's safe fields.
ALTER TABLE "Card" ADD COLUMN "token" TEXT;
ALTER TABLE "Card" ADD COLUMN "acquirerName" TEXT;
CREATE INDEX "Card_customerId_reusable_idx" ON "Card" ("customerId") WHERE "reusable";
