import "server-only";

import type { BoletoTitle } from "@/generated/prisma/client";
import type { RetornoOccurrence } from "@/lib/formats/cnab240/cobranca";
import { startOfDay } from "@/lib/formats/time";
import type { Tx } from "@/lib/platform/db";
import { logWarn } from "@/lib/platform/log";

import { lockTransaction, saveTransition } from "../transactions/lock-transaction";
import { recordPayment } from "../transactions/record-payment";
import { boletoAmountDue } from "./amount-due";
import type { BoletoTerms } from "./issue-boleto";

export type ImportSummary = {
  confirmed: number;
  rejected: number;
  paid: number;
  partiallyPaid: number;
  writtenOff: number;
  other: number;
  /** lines of titles another company of the instance owns: left to that company's import */
  otherCompanies: number;
  /** lines whose nosso número no company has (a title made outside Colmeia on the same convênio) */
  unknown: number;
};

export const emptySummary = (): ImportSummary => ({
  confirmed: 0,
  rejected: 0,
  paid: 0,
  partiallyPaid: 0,
  writtenOff: 0,
  other: 0,
  otherCompanies: 0,
  unknown: 0,
});

// What one occurrence of a retorno does (docs/rails.md, Boleto rail, occurrence table), inside the
// import's database transaction:
// - entry confirmed (02): the boleto is registered at the bank;
// - entry rejected (03): the bank will not collect it: the transaction is refused (`boleto_rejected`)
//   with the bank's reason;
// - paid (06, 17): the valor pago is recorded through the same ledger path as every payment: paid
//   when it reaches what was due that day, else partially_paid: what segment U says the bank charged
//   (fine and interest) and granted (discount) when it says it, else Colmeia's own figure
//   (boletoAmountDue); the bank's fee and the credit date are kept on the boleto apart;
// - written off (09): the boleto is gone from the bank; a transaction still waiting is canceled.
// A payment for a transaction that no longer waits (paid by its Pix, canceled) is kept on the boleto
// as a note for the merchant to return, never paid twice.
export async function applyOccurrence(
  tx: Tx,
  {
    title,
    occurrence: o,
    summary,
    now,
    pixToRemove,
  }: {
    title: BoletoTitle;
    occurrence: RetornoOccurrence;
    summary: ImportSummary;
    now: Date;
    /** txids of the Pix of boletos híbridos this import settled or canceled: removed after the commit */
    pixToRemove: string[];
  },
) {
  const hybridTxid = async () => {
    const row = await tx.transaction.findUniqueOrThrow({ where: { id: title.transactionId }, select: { pix: true } });
    const txid = (row.pix as { txid?: string } | null)?.txid;
    if (txid) pixToRemove.push(txid);
  };
  const at = o.occurrenceDate ? startOfDay(o.occurrenceDate) : now;
  const setTitle = (data: Partial<BoletoTitle>) =>
    tx.boletoTitle.update({ where: { transactionId: title.transactionId }, data: { ...data, updatedAt: now } });
  switch (o.kind) {
    case "entry_confirmed": {
      summary.confirmed++;
      if (title.registration === "pending") await setTitle({ registration: "registered" });
      return;
    }
    case "entry_rejected": {
      summary.rejected++;
      await setTitle({ registration: "rejected", rejectReason: o.reasonText || o.reasons.join(",") });
      const t = await lockTransaction(tx, title.companyId, title.transactionId, { recipients: false });
      if (t.status === "waiting_payment")
        await saveTransition(tx, t, {
          status: "refused",
          reason: `boleto_rejected: ${o.reasonText}`,
          data: { refusedReason: "boleto_rejected" },
          at,
        });
      return;
    }
    case "paid": {
      const t = await lockTransaction(tx, title.companyId, title.transactionId);
      const paidOn = o.occurrenceDate ?? o.creditDate ?? now.toISOString().slice(0, 10);
      await setTitle({ paidAmount: o.paidAmount, bankFee: o.tariff, paidOn, creditOn: o.creditDate ?? null });
      if (t.status !== "waiting_payment") {
        summary.other++;
        const note = `paid ${o.paidAmount} cents on ${paidOn} while the transaction was ${t.status}: return it to the payer`;
        logWarn("boleto", note, { transactionId: t.id });
        await setTitle({ note });
        return;
      }
      const row = await tx.transaction.findUniqueOrThrow({ where: { id: t.id }, select: { boleto: true } });
      const boleto = row.boleto as (Partial<BoletoTerms> & { expirationDate: string; bank?: string }) | null;
      const computed = boletoAmountDue(
        {
          amount: t.amount,
          dueDate: boleto?.expirationDate ?? paidOn,
          fine: boleto?.fine,
          interest: boleto?.interest,
          discount: boleto?.discount,
          bank: boleto?.bank ?? title.bank,
        },
        paidOn,
      );
      // segment U says what the bank charged (juros/multa) and granted (desconto): when it reports
      // them, that is what the payer owed; Colmeia's own figure is the check, and a difference is
      // kept on the boleto for the merchant to look into
      const isReported = o.interestAndFine > 0 || o.discount > 0;
      const reported = t.amount + o.interestAndFine - o.discount;
      const due = isReported ? reported : computed;
      if (isReported && reported !== computed) {
        const note = `the bank charged ${o.interestAndFine} cents of fine and interest and granted ${o.discount} of discount (${reported} due on ${paidOn}); Colmeia's terms give ${computed}`;
        logWarn("boleto", note, { transactionId: t.id });
        await setTitle({ note });
      }
      const settlesInFull = o.paidAmount >= due;
      if (settlesInFull) summary.paid++;
      else summary.partiallyPaid++;
      await recordPayment(tx, t, { amount: o.paidAmount, paidAt: at, settlesInFull });
      if (settlesInFull) await hybridTxid();
      return;
    }
    case "written_off": {
      summary.writtenOff++;
      await setTitle({ registration: "written_off" });
      const t = await lockTransaction(tx, title.companyId, title.transactionId, { recipients: false });
      if (t.status === "waiting_payment") {
        await saveTransition(tx, t, { status: "canceled", reason: "boleto_written_off", at });
        await hybridTxid();
      }
      return;
    }
    case "due_date_changed":
    case "other": {
      summary.other++;
      return;
    }
  }
}
