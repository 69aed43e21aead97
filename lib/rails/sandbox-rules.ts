import "server-only";

import { randomInt } from "node:crypto";

import { buildBoleto } from "../formats/boleto";
import { addDays, todayInSaoPaulo } from "../formats/time";

// What the built-in sandbox bank answers for boletos and Pix paid in the database alone (cards go
// through the built-in Cielo server, lib/rails/card/cielo-sandbox).

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
