import "server-only";

import { interestPerDay, percentageOf } from "@/lib/formats/cnab240/cobranca";
import { formatBRL } from "@/lib/formats/money";
import { addDays, dayDiff, formatDateBR, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { badRequest } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { boletoRail } from "@/lib/rails";
import type { BoletoCharge, BoletoInput, Transaction } from "@/lib/schemas/transactions";

import { insertTransactionIn, type NewTransactionRows } from "../transactions/create-transaction-sql";

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
const hundredths = (percentage: number) => Math.round(percentage * 100);
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

const discountValue = (amount: number, d: { amount?: number; percentage?: number }) =>
  d.amount ?? percentageOf(amount, hundredths(d.percentage!));

/**
 * What settles a boleto paid on `paidOn` (São Paulo date): on or before the discount's date, the
 * amount less the discount; up to the due date, the amount; after it, the amount plus the fine and
 * the interest of each calendar day late. A payment of at least this is `paid`, less is
 * `partially_paid`.
 */
export function boletoAmountDue(
  b: Pick<BoletoTerms, "amount" | "dueDate" | "fine" | "interest" | "discount">,
  paidOn: string,
): number {
  if (b.discount && paidOn <= b.discount.until) return b.amount - discountValue(b.amount, b.discount);
  if (paidOn <= b.dueDate) return b.amount;
  const fine = b.fine ? (b.fine.amount ?? percentageOf(b.amount, hundredths(b.fine.percentage!))) : 0;
  const perDay = b.interest
    ? (b.interest.amountPerDay ?? interestPerDay(b.amount, hundredths(b.interest.monthlyPercentage!)))
    : 0;
  return b.amount + fine + perDay * dayDiff(b.dueDate, paidOn);
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
  terms,
  assemble,
}: {
  companyId: number;
  transactionId: number;
  terms: BoletoTerms;
  assemble: (boleto: BoletoCharge) => { rows: NewTransactionRows; body: Transaction };
}): Promise<Transaction> {
  const rail = boletoRail();
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
    };
    const { rows, body } = assemble(boleto);
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
