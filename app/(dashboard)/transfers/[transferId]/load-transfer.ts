import { getBankAccount } from "@/lib/domain/bank-accounts/get-bank-account";
import { toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { getRecipient } from "@/lib/domain/recipients/get-recipient";
import { getTransfer } from "@/lib/domain/transfers/get-transfer";
import { ApiError } from "@/lib/platform/errors";

/** The transfer with its recipient and destination account, or null (unknown or another company's id). */
export async function loadTransferPage({ companyId, rawId }: { companyId: number; rawId: string }) {
  const transferId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || transferId < 1 || transferId > 2147483647) return null;
  try {
    const transfer = await getTransfer({ companyId, transferId });
    const [recipient, account] = await Promise.all([
      getRecipient({ companyId, recipientId: transfer.recipientId }),
      transfer.bankAccountId
        ? getBankAccount({ companyId, recipientId: transfer.recipientId, bankAccountId: transfer.bankAccountId }).catch(
            () => null,
          )
        : null,
    ]);
    return {
      transfer,
      recipientName: recipient.legalName,
      bankAccount: account ? toRecipientBankAccount(account) : null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}
