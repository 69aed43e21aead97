import "server-only";

import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { ApiError, badRequest } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { boletoRail } from "@/lib/rails";
import type { BoletoCharge } from "@/lib/schemas/transactions";

import { getTransaction } from "../transactions/get-transaction";
import { lockTransactionIn } from "../transactions/lock-transaction";

const MAX_DAYS = 60;

/**
 * POST /v1/transactions/{transactionId}/due-date: a waiting boleto gets a new due date (tomorrow to 60
 * days from today, São Paulo). Its nosso número stays; its barcode and line follow the new date (the
 * printed boleto changes); the bank hears it in the next remessa (movement 06), or, when its
 * registration has not left yet, registers it with the new date. A boleto híbrido keeps its date:
 * its Pix (a cobv) cannot follow (422). Answers the Transaction.
 */
export async function changeBoletoDueDate({
  companyId,
  transactionId,
  dueDate,
  now = new Date(),
}: {
  companyId: number;
  transactionId: number;
  dueDate: string;
  now?: Date;
}) {
  const today = todayInSaoPaulo(now);
  if (dueDate <= today || dueDate > addDays(today, MAX_DAYS))
    throw badRequest("Invalid request body", [
      { path: "dueDate", message: `must be from tomorrow (${addDays(today, 1)}) to ${addDays(today, MAX_DAYS)}` },
    ]);
  const rail = boletoRail();
  await prisma.$transaction(async (tx) => {
    const t = await lockTransactionIn(
      tx,
      { companyId, transactionId, recipients: false },
      ["waiting_payment"],
      (status) => `A ${status} transaction's due date cannot change`,
    );
    const row = await tx.transaction.findUniqueOrThrow({
      where: { id: t.id },
      select: { paymentMethod: true, boleto: true, pix: true, boletoTitle: true },
    });
    const title = row.boletoTitle;
    if (row.paymentMethod !== "boleto" || !title || title.agreementKey !== rail.agreementKey)
      throw new ApiError("invalid_state", "Only a boleto of this instance's agreement has a due date to change");
    if (title.registration === "rejected" || title.registration === "written_off")
      throw new ApiError("invalid_state", `A ${title.registration} boleto's due date cannot change`);
    if ((row.pix as { txid?: string } | null)?.txid)
      throw new ApiError("invalid_state", "A boleto híbrido's due date cannot change: its Pix has the same date");
    const boleto = row.boleto as BoletoCharge;
    if (boleto.discount && boleto.discount.until > dueDate)
      throw badRequest("Invalid request body", [
        { path: "dueDate", message: `must not come before the discount's date (${boleto.discount.until})` },
      ]);
    const numbers = rail.numbers({ sequence: Number(title.sequence), amount: t.amount, dueDate });
    await tx.transaction.update({
      where: { id: t.id },
      data: {
        boleto: {
          ...boleto,
          barcode: numbers.barcode,
          digitableLine: numbers.digitableLine,
          expirationDate: dueDate,
        },
      },
    });
    // a registration still waiting for its remessa goes with the new date; else the bank is told
    const [{ unsent }] = await runSqlIn(
      tx,
      sql<{ unsent: number }>`WITH moved AS (
          UPDATE "BoletoMovement" SET "dueDate" = ${dueDate}
           WHERE "transactionId" = ${t.id} AND "fileId" IS NULL AND "kind" IN ('register', 'change_due_date')
          RETURNING 1)
        SELECT count(*)::int AS "unsent" FROM moved`,
    );
    if (unsent === 0)
      await tx.boletoMovement.create({
        data: { companyId, transactionId: t.id, kind: "change_due_date", dueDate },
      });
  });
  return getTransaction({ companyId, transactionId });
}
