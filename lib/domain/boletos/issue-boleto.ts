import "server-only";

import { formatBRL } from "@/lib/formats/money";
import { addDays, formatDateBR, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { settings } from "@/lib/platform/env";
import { ApiError, badRequest } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { boletoRail, pixRail } from "@/lib/rails";
import { pixTxid } from "@/lib/rails/pix/pix-txid";
import { isRailError, type PixPayer } from "@/lib/rails/pix/port";
import type { BoletoCharge, BoletoInput, Transaction } from "@/lib/schemas/transactions";

import { insertTransactionIn, type NewTransactionRows } from "../transactions/create-transaction-sql";
import { discountValue } from "./amount-due";

// A boleto as Colmeia issues it (docs/rails.md, Boleto rail): due N São Paulo days after the day it
// is issued, with the merchant's fine, interest and discount, numbered by its agreement's gapless
// nosso número sequence in the commit that stores it, and queued for the next remessa (register).

export type BoletoTerms = {
  amount: number;
  issueDate: string;
  dueDate: string;
  url: string;
  instructions: string;
  fine?: { amount?: number; percentage?: number };
  interest?: { amountPerDay?: number; monthlyPercentage?: number };
  discount?: { amount?: number; percentage?: number; until: string };
};

const DEFAULT_INSTRUCTIONS = "Não receber após o vencimento.";
const percentText = (p: number) => `${p.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;

/** The due date, terms and printed instructions of a new boleto; a discount after the due date is a 400. */
export function boletoTerms({
  input,
  amount,
  url,
  now,
}: {
  input: BoletoInput;
  amount: number;
  url: string;
  now: Date;
}): BoletoTerms {
  const issueDate = todayInSaoPaulo(now);
  const dueDate = addDays(issueDate, input.expiresInDays);
  const { fine, interest, discount } = input;
  if (discount && (discount.until > dueDate || discount.until < issueDate))
    throw badRequest("Invalid request body", [
      { path: "boleto.discount.until", message: `must be between today (${issueDate}) and the due date (${dueDate})` },
    ]);
  if (discount && discountValue(amount, discount) >= amount)
    throw badRequest("Invalid request body", [{ path: "boleto.discount", message: "must leave something to pay" }]);
  const lines = [
    input.instructions ?? (fine || interest ? null : DEFAULT_INSTRUCTIONS),
    fine &&
      `Após o vencimento, multa de ${fine.amount !== undefined ? formatBRL(fine.amount) : percentText(fine.percentage!)}.`,
    interest &&
      `Após o vencimento, juros de ${
        interest.amountPerDay !== undefined
          ? `${formatBRL(interest.amountPerDay)} ao dia`
          : `${percentText(interest.monthlyPercentage!)} ao mês`
      }.`,
    discount &&
      `Até ${formatDateBR(discount.until)}, desconto de ${
        discount.amount !== undefined ? formatBRL(discount.amount) : percentText(discount.percentage!)
      }.`,
  ].filter((l): l is string => Boolean(l));
  return { amount, issueDate, dueDate, url, instructions: lines.join("\n"), fine, interest, discount };
}

/**
 * Stores a new boleto transaction with its number: in one database transaction, the agreement's next
 * nosso número (its row stays locked until the commit, so numbers are gapless and in order across
 * instances), the transaction's rows (`assemble` builds them around the boleto), the boleto as the
 * bank will know it (BoletoTitle) and its registration for the next remessa.
 */
export async function issueBoleto({
  companyId,
  transactionId,
  secureId,
  payer,
  terms,
  assemble,
}: {
  companyId: number;
  transactionId: number;
  secureId: string;
  payer: PixPayer;
  terms: BoletoTerms;
  assemble: (boleto: BoletoCharge, pix: HybridPix | null) => { rows: NewTransactionRows; body: Transaction };
}): Promise<Transaction> {
  const rail = boletoRail();
  // boleto híbrido: with a real Pix rail, a Pix with the same due date and terms (before the commit,
  // outside it: the PSP is not waited on with rows locked; a charge left by a failed request expires)
  const pix = await hybridPix({ transactionId, secureId, payer, terms });
  return prisma.$transaction(async (tx) => {
    const [{ sequence }] = await runSqlIn(
      tx,
      sql<{ sequence: string }>`
        INSERT INTO "BoletoSequence" ("agreementKey", "next") VALUES (${rail.agreementKey}, 2)
        ON CONFLICT ("agreementKey") DO UPDATE SET "next" = "BoletoSequence"."next" + 1
        RETURNING ("next" - 1)::text AS "sequence"`,
    );
    const numbers = rail.numbers({ sequence: Number(sequence), amount: terms.amount, dueDate: terms.dueDate });
    const boleto: BoletoCharge = {
      barcode: numbers.barcode,
      digitableLine: numbers.digitableLine,
      expirationDate: terms.dueDate,
      instructions: terms.instructions,
      url: terms.url,
      bank: numbers.bank,
      nossoNumero: numbers.nossoNumero,
      agencyAccount: numbers.agencyAccount,
      wallet: numbers.wallet,
      ...(terms.fine && { fine: terms.fine }),
      ...(terms.interest && { interest: terms.interest }),
      ...(terms.discount && { discount: terms.discount }),
      ...(pix && { pixQrCode: pix.qrcode }),
    };
    const { rows, body } = assemble(boleto, pix);
    await insertTransactionIn(tx, rows);
    await runSqlIn(
      tx,
      sql`WITH title AS (
            INSERT INTO "BoletoTitle" ("transactionId", "companyId", "agreementKey", "bank", "sequence")
            VALUES (${transactionId}, ${companyId}, ${rail.agreementKey}, ${numbers.bank}, ${sequence}::bigint)
            RETURNING "transactionId")
          INSERT INTO "BoletoMovement" ("companyId", "transactionId", "kind", "dueDate")
          SELECT ${companyId}, "transactionId", 'register', ${terms.dueDate} FROM title`,
    );
    return body;
  });
}

/** The Pix of a boleto híbrido as the transaction keeps it (`pix`): the cobv's txid and code. */
export type HybridPix = { txid: string; qrcode: string; location: string | null; expirationDate: string };

async function hybridPix({
  transactionId,
  secureId,
  payer,
  terms,
}: {
  transactionId: number;
  secureId: string;
  payer: PixPayer;
  terms: BoletoTerms;
}): Promise<HybridPix | null> {
  const pix = pixRail();
  if (!pix.isReal || payer.document.type === "passport") return null;
  const txid = pixTxid({ transactionId, secureId });
  const { amount } = terms;
  const percentOf = (cents: number) => Math.round((cents * 10000) / amount) / 100;
  try {
    const charge = await pix.createDueCharge({
      txid,
      amount,
      payer,
      dueDate: terms.dueDate,
      validAfterDueDays: settings().BOLETO_CANCEL_AFTER_DAYS,
      ...(terms.fine && { finePercent: terms.fine.percentage ?? percentOf(terms.fine.amount!) }),
      ...(terms.interest && {
        interestPercentPerMonth: terms.interest.monthlyPercentage ?? percentOf(terms.interest.amountPerDay! * 30),
      }),
      ...(terms.discount && {
        discount: { amount: discountValue(amount, terms.discount), until: terms.discount.until },
      }),
    });
    return { txid, qrcode: charge.qrcode, location: charge.location, expirationDate: charge.expirationDate };
  } catch (e) {
    if (isRailError(e))
      throw new ApiError(
        "rail_unavailable",
        `The Pix provider could not issue the boleto's Pix: ${e.message}. Nothing was charged; retry.`,
        { rail: "pix" },
      );
    throw e;
  }
}
