import type { BankAccount } from "@/generated/prisma/client";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { toRecipientBankAccount } from "@/lib/bank-accounts/map-bank-account";
import { confirmPayoutDestination } from "@/lib/payout-destinations/confirm-payout-destination";

// POST /v1/recipients/{recipientId}/bank-accounts/{bankAccountId}/confirm – an owner in the dashboard lets transfers
// use the account now
export const POST = withAuth(
  { role: "admin", params: { recipientId: pathId("recipient"), bankAccountId: pathId("bank_account") } },
  async ({ companyId, params, principal, ip }) => {
    const row = await confirmPayoutDestination({
      companyId,
      recipientId: params.recipientId,
      kind: "bank_account",
      id: params.bankAccountId,
      by: { actor: principal, ip },
    });
    return respond(toRecipientBankAccount(row as BankAccount));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
