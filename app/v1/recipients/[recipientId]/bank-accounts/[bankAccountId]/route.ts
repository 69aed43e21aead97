import { getBankAccount } from "@/lib/domain/bank-accounts/get-bank-account";
import { toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

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
