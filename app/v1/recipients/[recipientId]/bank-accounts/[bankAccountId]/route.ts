import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getBankAccount } from "@/lib/bank-accounts/get-bank-account";
import { toRecipientBankAccount } from "@/lib/bank-accounts/map-bank-account";

// GET /v1/recipients/{recipientId}/bank-accounts/{bankAccountId} – one account of the recipient
export const GET = withAuth(async ({ companyId, params }) => {
  const recipientId = parseId(params.recipientId, "recipient");
  const bankAccountId = parseId(params.bankAccountId, "bank_account");
  return respond(toRecipientBankAccount(await getBankAccount({ companyId, recipientId, bankAccountId })));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
