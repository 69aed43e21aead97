import type { BankAccount } from "@/generated/prisma/client";
import { toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { confirmPayoutDestination } from "@/lib/domain/payout-destinations/confirm-payout-destination";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

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
