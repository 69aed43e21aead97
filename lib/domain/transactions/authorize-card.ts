import "server-only";

import { consumeCardHash } from "@/lib/domain/cards/card-hash";
import { ApiError } from "@/lib/platform/errors";
import { cardRail } from "@/lib/rails";
import type { CardData } from "@/lib/rails/card/card-data";
import type { CreateTransactionInput, TransactionStatus } from "@/lib/schemas/transactions";

/** The card's safe fields as stored (never the number or the CVV). */
export type AuthorizedCard = {
  brand: string;
  firstDigits: string;
  lastDigits: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
};

async function cardData(companyId: number, card: NonNullable<CreateTransactionInput["card"]>): Promise<CardData> {
  if (card.hash) return consumeCardHash({ companyId, hash: card.hash });
  return {
    number: card.number!,
    holderName: card.holderName!,
    expirationMonth: card.expirationMonth!,
    expirationYear: card.expirationYear!,
    cvv: card.cvv!,
  };
}

// A card charge asks the card rail at once: paid or refused, with the timeline that led there. An
// invalid card (the rail's checks) is the caller's error and nothing is stored.
export async function authorizeCard({
  companyId,
  card: input,
  amount,
  installments,
}: {
  companyId: number;
  card: NonNullable<CreateTransactionInput["card"]>;
  amount: number;
  installments: number;
}): Promise<{
  status: TransactionStatus;
  refusedReason: string | null;
  card: AuthorizedCard;
  timeline: TransactionStatus[];
}> {
  const data = await cardData(companyId, input);
  const auth = await cardRail().authorize({ card: data, amount, installments });
  if ("invalid" in auth) throw new ApiError("invalid_card", `Invalid card: ${auth.invalid}`, { field: "card.number" });
  const card = {
    brand: auth.brand,
    firstDigits: data.number.slice(0, 6),
    lastDigits: data.number.slice(-4),
    holderName: data.holderName,
    expirationMonth: data.expirationMonth,
    expirationYear: data.expirationYear,
  };
  const outcome = auth.outcome;
  if (outcome.result === "approved")
    return { status: "paid", refusedReason: null, card, timeline: ["processing", "authorized", "paid"] };
  return {
    status: "refused",
    refusedReason: outcome.result === "declined" ? outcome.reason : "processing_error",
    card,
    timeline: ["processing", "refused"],
  };
}
