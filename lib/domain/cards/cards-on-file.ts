import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toCard } from "./serialize-card";

// Cards on file (docs/api.md, Cards on file): a card paid with `card.reusable: true` keeps the
// acquirer's token (sealed, lib/domain/cards/card-token.ts) and is charged again as `card: {id}` for
// the customer who saved it. These are the cards a customer has on file, and their removal.

// GET /v1/customers/{customerId}/cards: the customer's cards on file, newest first (404 for a
// customer of another company, or none).
export async function listCustomerCards({ companyId, customerId }: { companyId: number; customerId: number }) {
  const customer = await prisma.customer.findFirst({
    where: { id: customerId, companyId },
    select: { cards: { where: { reusable: true }, orderBy: { id: "desc" } } },
  });
  if (!customer) throw notFound("customer");
  return customer.cards.map(toCard);
}

// DELETE /v1/cards/{cardId}: the card is no longer on file. The token is wiped (nothing can charge
// it again, through any request or retry) and `reusable` cleared; the transactions paid with it keep
// its safe fields. Recorded as card.delete in the same commit. A card not on file is a 404.
export async function removeCard({ companyId, cardId, by }: { companyId: number; cardId: number; by: AuditBy }) {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.card.updateMany({
      where: { id: cardId, companyId, reusable: true },
      data: { reusable: false, token: null },
    });
    if (count === 0) throw notFound("card");
    const card = await tx.card.findUniqueOrThrow({ where: { id: cardId } });
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "card.delete",
      objectType: "card",
      objectId: cardId,
      before: { ...toCard(card), reusable: true },
      after: toCard(card),
    });
  });
}
