import "server-only";

import { TRANSACTION_STATUS_PT } from "@/lib/domain/transactions/transactions-csv";
import { prisma } from "@/lib/platform/db";

import { readReceiptCode, type ReceiptKind } from "./receipt-code";
import { companyName } from "./receipt-parts";

const TRANSFER_STATUS_PT: Record<string, string> = {
  processing: "Em processamento",
  success: "Concluída",
  failed: "Falhou",
};

export type VerifiedReceipt = {
  kind: ReceiptKind;
  companyName: string;
  /** cents */
  amount: number;
  /** when it was paid or transferred, or created while it is neither */
  date: Date;
  status: string;
};

// The public check of a receipt's code (PUBLIC_BASE_URL/verify/{code}): a code the server signed for
// an object that still exists answers only what the paper already shows in large print (issuer,
// amount, date, current status), so a leaked code reveals nothing about the payer. Anything else is
// null, with no difference between a forged code and one whose object is gone.
export async function verifyReceipt(code: string): Promise<VerifiedReceipt | null> {
  const signed = readReceiptCode(code);
  if (!signed) return null;
  const company = { select: { legalName: true, tradeName: true } } as const;
  if (signed.kind === "transaction") {
    const t = await prisma.transaction.findUnique({
      where: { id: signed.id },
      select: { amount: true, status: true, paidAt: true, createdAt: true, company },
    });
    return (
      t && {
        kind: "transaction",
        companyName: companyName(t.company),
        amount: t.amount,
        date: t.paidAt ?? t.createdAt,
        status: TRANSACTION_STATUS_PT[t.status] ?? t.status,
      }
    );
  }
  const t = await prisma.transfer.findUnique({
    where: { id: signed.id },
    select: { amount: true, status: true, transferredAt: true, createdAt: true, company },
  });
  return (
    t && {
      kind: "transfer",
      companyName: companyName(t.company),
      amount: t.amount,
      date: t.transferredAt ?? t.createdAt,
      status: TRANSFER_STATUS_PT[t.status] ?? t.status,
    }
  );
}
