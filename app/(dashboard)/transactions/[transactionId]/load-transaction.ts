import QRCode from "qrcode";

import { latestDispute } from "@/lib/domain/disputes/latest-dispute";
import { listPayables } from "@/lib/domain/payables/list-payables";
import { getRecipient } from "@/lib/domain/recipients/get-recipient";
import { getTransaction, getTransactionHistory } from "@/lib/domain/transactions/get-transaction";
import { listPixDevolucoes } from "@/lib/domain/transactions/list-pix-devolucoes";
import { ApiError } from "@/lib/platform/errors";

/** Everything the detail page shows, or null when the id is not a transaction of this company. */
export async function loadTransactionPage({ companyId, rawId }: { companyId: number; rawId: string }) {
  const transactionId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || transactionId < 1 || transactionId > 2147483647) return null;
  try {
    const [transaction, history] = await Promise.all([
      getTransaction({ companyId, transactionId }),
      getTransactionHistory({ companyId, transactionId }),
    ]);
    const pix = transaction.pix as { qrcode?: string } | null;
    const [pixQrDataUrl, recipients, devolucoes, payables, dispute] = await Promise.all([
      pix?.qrcode ? QRCode.toDataURL(pix.qrcode, { margin: 1, width: 352, errorCorrectionLevel: "M" }) : null,
      Promise.all(
        [...new Set(transaction.splits.map((s) => s.recipientId))].map((recipientId) =>
          getRecipient({ companyId, recipientId }).catch(() => null),
        ),
      ),
      // a Pix refund is a devolução at the PSP: its id, return id and status (the API shows none of them)
      pix ? listPixDevolucoes({ companyId, transactionId }) : [],
      // when each recipient receives its share: one payable per installment (docs/money.md, "Payables")
      listPayables({ companyId, query: { transactionId, limit: 100, offset: 0 } }).then((p) => p.data),
      // its latest dispute, for a link to answer it or read how it ended
      latestDispute({ companyId, transactionId }),
    ]);
    const recipientNames = Object.fromEntries(recipients.filter((r) => r !== null).map((r) => [r.id, r.legalName]));
    return { transaction, history, pixQrDataUrl, recipientNames, devolucoes, payables, dispute };
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}
