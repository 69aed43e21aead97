import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getBankAccount } from "@/lib/bank-accounts/get-bank-account";
import { toRecipientBankAccount } from "@/lib/bank-accounts/map-bank-account";

// GET /v1/recipients/{recipientId}/bank-accounts/{bankAccountId} – one account of the recipient
export const GET = withAuth(
  { role: "viewer", params: { recipientId: pathId("recipient"), bankAccountId: pathId("bank_account") } },
  async ({ companyId, params }) => {
    const recipientId = params.recipientId;
    const bankAccountId = params.bankAccountId;
    return respond(toRecipientBankAccount(await getBankAccount({ companyId, recipientId, bankAccountId })));
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
