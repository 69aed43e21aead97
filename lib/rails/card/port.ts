import "server-only";

import type { CardBrand } from "@/lib/formats/card-brand";

import type { CardData } from "./card-data";

export type { CardData };
export { isRailError, RailError } from "../rail-error";

// The card rail as the domain sees it (docs/rails.md): authorize (and capture at once, or later),
// capture, void or refund, look a payment up by the order id Colmeia gave it, keep a card on file —
// in Colmeia's words: cents, our statuses, our refusal reasons. A provider (lib/rails/card/<provider>/)
// maps an acquirer's protocol to this; the domain never imports a provider (lib/rails/index.ts picks
// one). Every order id comes from Colmeia, so a retried sale is the same sale: the acquirer's answer
// to it is found by `find`, never charged twice.

/** Why an acquirer refused a card, in the names the API answers (`refusedReason`). */
export type CardRefusal =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "invalid_cvv"
  | "suspected_fraud"
  | "do_not_honor"
  | "processing_error";

/** What an acquirer said about a payment, kept on the transaction as it said it. */
export type AcquirerRecord = {
  /** the acquirer's name: "cielo" (the built-in sandbox speaks Cielo's protocol) */
  acquirerName: string;
  /** the acquirer's id of the payment (Cielo's PaymentId) */
  acquirerPaymentId: string | null;
  /** the raw return code (Cielo's ReturnCode) and its message */
  acquirerResponseCode: string | null;
  acquirerResponseMessage: string | null;
  tid: string | null;
  /** the acquirer's proof of sale (NSU) */
  nsu: string | null;
  authorizationCode: string | null;
};

/**
 * A payment's state at the acquirer. `authorized`: held, not captured; `paid`: captured
 * (`capturedAmount`); `voided`: the authorization was released or the payment fully returned;
 * `refused`: never authorized; `pending`: the acquirer has not decided yet.
 */
export type CardPaymentStatus = "authorized" | "paid" | "voided" | "refused" | "pending";

export type CardPayment = AcquirerRecord & {
  status: CardPaymentStatus;
  refusedReason: CardRefusal | null;
  brand: CardBrand;
  amount: number;
  capturedAmount: number;
  voidedAmount: number;
  /** the acquirer's token for the card, when it was asked to keep it (`saveCard`) */
  cardToken: string | null;
};

/** A card typed by the payer, or one the acquirer keeps on file (its token, and the CVV if given). */
export type CardSource =
  { kind: "data"; card: CardData } | { kind: "token"; token: string; brand: CardBrand; cvv?: string };

export type AuthorizeCardInput = {
  /** Colmeia's id of the order, letters and digits, the same on every retry of this payment */
  orderId: string;
  source: CardSource;
  amount: number;
  installments: number;
  /** true: authorize and capture at once; false: hold the amount until `capture` */
  capture: boolean;
  /** the text on the payer's card statement (the acquirer's limit applies) */
  softDescriptor?: string;
  customer: { name: string; document?: { type: "cpf" | "cnpj"; number: string } };
  /** keep the card on file: the answer carries the acquirer's `cardToken` */
  saveCard?: boolean;
};

export type CardRail = {
  provider: "sandbox" | "cielo";
  /** false for the built-in sandbox acquirer: no money moves */
  isReal: boolean;
  /** whose protocol the provider speaks, as transactions record it (`acquirerName`): "cielo" */
  acquirerName: string;
  /**
   * Authorizes (and captures when asked). A refused card is an answer (`status: "refused"`), not an
   * error; a card that cannot even be sent (Luhn, expiry format) is `{ invalid }`. Throws a
   * RailError when the acquirer could not be asked or did not answer: the caller then asks `find`.
   */
  authorize(input: AuthorizeCardInput): Promise<CardPayment | { invalid: string }>;
  /** Captures an authorization: all of it, or `amount` (once; the rest is released). */
  capture(input: { paymentId: string; amount?: number }): Promise<CardPayment>;
  /** Voids an authorization, or returns `amount` (all when absent) of a captured payment. */
  void(input: { paymentId: string; amount?: number }): Promise<CardPayment>;
  /** A payment as the acquirer holds it now (amounts captured and voided so far), or null when unknown. */
  payment(input: { paymentId: string }): Promise<CardPayment | null>;
  /** The payment the acquirer holds for an order id, or null when it has none (never authorized). */
  find(input: { orderId: string }): Promise<CardPayment | null>;
  /** A card kept on file: the acquirer's token for it. */
  tokenize(input: { card: CardData; customerName: string }): Promise<{ token: string; brand: CardBrand }>;
};
