import "server-only";

import { randomInt } from "node:crypto";

import { buildBoleto } from "../formats/boleto";
import { cardBrand } from "../formats/card-brand";
import { isLuhnValid } from "../formats/luhn";
import { addDays, todayInSaoPaulo } from "../formats/time";
import type { CardAuthorization, CardData } from "./card/card-data";
import { sandboxCardOutcome } from "./card/test-cards";

// The built-in sandbox acquirer. Everything a real acquirer would answer is decided here,
// deterministically from the test-card table, so a real acquirer can replace this module.

export type { CardAuthorization, CardData } from "./card/card-data";

export function authorizeCard(card: CardData): CardAuthorization | { invalid: string } {
  if (!isLuhnValid(card.number)) return { invalid: "card number fails the Luhn check" };
  return { brand: cardBrand(card.number), outcome: sandboxCardOutcome(card) };
}

export function createBoletoCharge(opts: {
  amount: number;
  expiresInDays: number;
  instructions?: string;
  url: string;
  now?: Date;
}) {
  // due N São Paulo days after the São Paulo day it is issued on (a boleto made at 22:00 is not a day later)
  const dueDate = addDays(todayInSaoPaulo(opts.now), opts.expiresInDays);
  // "nosso número" and agreement digits of the free field are random: unique enough per boleto
  const freeField = Array.from({ length: 25 }, () => randomInt(10)).join("");
  const { barcode, digitableLine } = buildBoleto({ bankCode: "001", amountCents: opts.amount, dueDate, freeField });
  return {
    barcode,
    digitableLine,
    expirationDate: dueDate,
    instructions: opts.instructions ?? "Não receber após o vencimento.",
    url: opts.url,
  };
}

export function sandboxEnd2EndId(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 12);
  const rand = Array.from({ length: 11 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[randomInt(34)]).join("");
  return `E00000000${stamp}${rand}`;
}
