import "server-only";

import { consumeCardHash } from "@/lib/domain/cards/card-hash";
import { unsealCardToken } from "@/lib/domain/cards/card-token";
import { type CardBrand, cardBrand } from "@/lib/formats/card-brand";
import { ApiError } from "@/lib/platform/errors";
import { idempotencyScope } from "@/lib/platform/idempotency-scope";
import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import { cardRail } from "@/lib/rails";
import type { CardData } from "@/lib/rails/card/card-data";
import { type AcquirerRecord, type CardPayment, type CardSource, isRailError } from "@/lib/rails/card/port";
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

export type CardSale = {
  status: TransactionStatus;
  refusedReason: string | null;
  card: AuthorizedCard;
  timeline: TransactionStatus[];
  acquirer: StoredAcquirer;
  /** the acquirer answered neither the sale nor the question after it: stored `processing`, the request a 503 */
  isUnanswered: boolean;
  /** the acquirer's token for the card, when it was asked to keep it on file and authorized it */
  cardToken: string | null;
};

/** A card on file as prepareTransaction read it: its safe fields and its sealed token. */
export type CardOnFile = AuthorizedCard & { id: number; token: string | null };

/** What the transaction keeps of the acquirer's answer (all null when it never answered). */
export type StoredAcquirer = { [K in keyof AcquirerRecord]: string | null };

/** What a transaction keeps when the acquirer never answered (or, `null`, was never asked: Pix, boleto). */
export const unanswered = (acquirerName: string | null): StoredAcquirer => ({
  acquirerName,
  acquirerPaymentId: null,
  acquirerResponseCode: null,
  acquirerResponseMessage: null,
  tid: null,
  nsu: null,
  authorizationCode: null,
});

type CardInput = NonNullable<CreateTransactionInput["card"]>;

async function cardData(companyId: number, card: CardInput): Promise<CardData> {
  if (card.hash) return consumeCardHash({ companyId, hash: card.hash });
  return {
    number: card.number!,
    holderName: card.holderName!,
    expirationMonth: card.expirationMonth!,
    expirationYear: card.expirationYear!,
    cvv: card.cvv!,
  };
}

/** What is sent to the acquirer (the typed card, or the token of a card on file) and what is kept of it. */
async function cardSource(
  companyId: number,
  input: CardInput,
  onFile: CardOnFile | null,
): Promise<{ source: CardSource; card: AuthorizedCard }> {
  if (onFile) {
    const { brand, firstDigits, lastDigits, holderName, expirationMonth, expirationYear } = onFile;
    return {
      source: {
        kind: "token",
        token: unsealCardToken(onFile.id, onFile.token!),
        brand: brand as CardBrand,
        ...(input.cvv && { cvv: input.cvv }),
      },
      card: { brand, firstDigits, lastDigits, holderName, expirationMonth, expirationYear },
    };
  }
  const data = await cardData(companyId, input);
  return {
    source: { kind: "data", card: data },
    card: {
      brand: cardBrand(data.number) as string,
      firstDigits: data.number.slice(0, 6),
      lastDigits: data.number.slice(-4),
      holderName: data.holderName,
      expirationMonth: data.expirationMonth,
      expirationYear: data.expirationYear,
    },
  };
}

/**
 * The order id the acquirer knows this sale by (letters and digits, at most 50): the request's
 * Idempotency-Key claim when there is one — the same on every retry of the request, so a retry
 * finds the sale an interrupted attempt made instead of making another — else the transaction's id.
 */
export function cardOrderId(transactionId: number): string {
  return claimOrderId() ?? `colmeiaT${transactionId}`;
}

const KEYED_ORDER = "colmeiaK";

/** The order id of the request's Idempotency-Key claim, if it has one (prepareTransaction writes it down). */
export function claimOrderId(): string | null {
  const claim = idempotencyScope.getStore();
  return claim ? `${KEYED_ORDER}${claim.id}` : null;
}

/** A sale a retry of its request can still claim: its order id came from an Idempotency-Key. */
export const isResumableOrder = (orderId: string) => orderId.startsWith(KEYED_ORDER);

const acquirerOf = (p: CardPayment): AcquirerRecord => ({
  acquirerName: p.acquirerName,
  acquirerPaymentId: p.acquirerPaymentId,
  acquirerResponseCode: p.acquirerResponseCode,
  acquirerResponseMessage: p.acquirerResponseMessage,
  tid: p.tid,
  nsu: p.nsu,
  authorizationCode: p.authorizationCode,
});

/**
 * A card sale. The order id is written down (CardAttempt) before the acquirer is asked, so a sale
 * whose request never finishes — the process killed, the acquirer silent — is found by the sweep
 * (settle-card-attempts.ts). A retry of the request (the Idempotency-Key taken over) first asks
 * the acquirer for the order: a sale that exists is used, never made twice. When the acquirer does
 * not answer the sale, it is asked for the order: an authorization that exists is used, `refused`
 * only when there is none; if that fails too, the sale is `processing` and the request a 503.
 */
export async function authorizeCard({
  companyId,
  transactionId,
  card: input,
  onFile = null,
  amount,
  installments,
  customer,
  softDescriptor,
  capture,
}: {
  companyId: number;
  transactionId: number;
  card: CardInput;
  /** the card on file `card.id` names (prepareTransaction checked that it is this customer's) */
  onFile?: CardOnFile | null;
  amount: number;
  installments: number;
  customer: CreateTransactionInput["customer"];
  softDescriptor: string | null;
  /** false: authorize only (held until captured) */
  capture: boolean;
}): Promise<CardSale> {
  // prepareTransaction wrote the order id down (CardAttempt) before this is asked of the acquirer
  const orderId = cardOrderId(transactionId);
  const forget = () => runSql(sql`DELETE FROM "CardAttempt" WHERE "orderId" = ${orderId}`);
  const { source, card } = await cardSource(companyId, input, onFile).catch(async (error: unknown) => {
    await forget(); // no card to send (an unknown or used card hash): no sale
    throw error;
  });
  const rail = cardRail();
  // a typed card is kept on file when asked (a card on file already is)
  const saveCard = !onFile && input.reusable === true;
  const notAnswered = (status: "processing" | "refused"): CardSale => ({
    status,
    refusedReason: status === "refused" ? "processing_error" : null,
    card,
    timeline: status === "refused" ? ["processing", "refused"] : ["processing"],
    acquirer: unanswered(rail.acquirerName),
    isUnanswered: status === "processing",
    cardToken: null,
  });
  // a retry of the request asks first: the interrupted attempt may have made the sale
  const retried = (idempotencyScope.getStore()?.attempt ?? 1) > 1;
  let payment: CardPayment | { invalid: string } | null | undefined = retried ? await findQuietly(orderId) : null;
  if (payment === undefined) return notAnswered("processing");
  if (!payment) {
    try {
      payment = await rail.authorize({
        orderId,
        source,
        saveCard,
        amount,
        installments,
        capture,
        softDescriptor: softDescriptor ?? undefined,
        customer: {
          name: customer.name,
          document:
            customer.document.type === "passport"
              ? undefined
              : { type: customer.document.type, number: customer.document.number },
        },
      });
    } catch (error) {
      if (!isRailError(error)) throw error;
      logWarn("card", `the acquirer did not answer a sale; asking it for order ${orderId}`, {
        transactionId,
        problem: error.message,
      });
      payment = await findQuietly(orderId);
      if (payment === undefined) return notAnswered("processing");
      // no sale under the order id: the acquirer never authorized it
      if (payment === null) return notAnswered("refused");
    }
  }
  if ("invalid" in payment) {
    await forget();
    throw new ApiError("invalid_card", `Invalid card: ${payment.invalid}`, { field: "card.number" });
  }
  const acquirer = acquirerOf(payment);
  const answered = { ...card, brand: payment.brand };
  if (payment.status === "paid")
    return {
      status: "paid",
      refusedReason: null,
      card: answered,
      timeline: ["processing", "authorized", "paid"],
      acquirer,
      isUnanswered: false,
      cardToken: saveCard ? payment.cardToken : null,
    };
  if (payment.status === "authorized")
    return {
      status: "authorized",
      refusedReason: null,
      card: answered,
      timeline: ["processing", "authorized"],
      acquirer,
      isUnanswered: false,
      cardToken: saveCard ? payment.cardToken : null,
    };
  if (payment.status === "pending")
    return {
      status: "processing",
      refusedReason: null,
      card: answered,
      timeline: ["processing"],
      acquirer,
      isUnanswered: true,
      cardToken: null,
    };
  // refused, or voided before Colmeia heard of it
  return {
    status: "refused",
    refusedReason: payment.refusedReason ?? "processing_error",
    card: answered,
    timeline: ["processing", "refused"],
    acquirer,
    isUnanswered: false,
    cardToken: null,
  };
}

/** The acquirer's sale for an order id; null when it has none; undefined when it could not be asked. */
async function findQuietly(orderId: string): Promise<CardPayment | null | undefined> {
  try {
    return await cardRail().find({ orderId });
  } catch (error) {
    if (!isRailError(error)) throw error;
    logWarn("card", `the acquirer could not be asked for order ${orderId}`, { problem: error.message });
    return undefined;
  }
}
