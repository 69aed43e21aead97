import "server-only";

import type { CardBrand } from "@/lib/formats/card-brand";

import type { CardPayment } from "../port";
import { brandOfCielo, mapCieloStatus } from "./cielo-codes";
import type { PaymentAnswer, UpdateAnswer } from "./schemas";

/** Colmeia's view of a Cielo Payment node (a sale's answer, a query by PaymentId). */
export function toCardPayment(p: PaymentAnswer, fallbackBrand: CardBrand = "unknown"): CardPayment {
  const { status, refusedReason } = mapCieloStatus(p.Status, p.ReturnCode);
  const brand = brandOfCielo(p.CreditCard?.Brand);
  // a payment confirmed or voided without the amounts in the answer: all of it
  const capturedAmount = p.CapturedAmount ?? (status === "paid" ? p.Amount : 0);
  const voidedAmount = p.VoidedAmount ?? (status === "voided" ? p.Amount : 0);
  return {
    acquirerName: "cielo",
    acquirerPaymentId: p.PaymentId,
    acquirerResponseCode: p.ReturnCode,
    acquirerResponseMessage: p.ReturnMessage,
    tid: p.Tid,
    nsu: p.ProofOfSale,
    authorizationCode: p.AuthorizationCode,
    status,
    refusedReason,
    brand: brand === "unknown" ? fallbackBrand : brand,
    amount: p.Amount,
    capturedAmount,
    voidedAmount,
    cardToken: p.CreditCard?.CardToken ?? null,
  };
}

/**
 * A capture's or void's answer over the payment as queried right after: the state and codes are
 * the update's (the query host may lag behind the transactional one), the amounts the query's.
 */
export function withUpdate(queried: CardPayment, update: UpdateAnswer): CardPayment {
  const { status, refusedReason } = mapCieloStatus(update.Status, update.ReturnCode);
  return {
    ...queried,
    status,
    refusedReason,
    acquirerResponseCode: update.ReturnCode ?? queried.acquirerResponseCode,
    acquirerResponseMessage: update.ReturnMessage ?? queried.acquirerResponseMessage,
    tid: update.Tid ?? queried.tid,
    nsu: update.ProofOfSale ?? queried.nsu,
    authorizationCode: update.AuthorizationCode ?? queried.authorizationCode,
  };
}
