import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createBankAccount } from "@/lib/bank-accounts/create-bank-account";
import { fromStandaloneSpelling, toBankAccount } from "@/lib/bank-accounts/map-bank-account";
import { createBankAccountSchema } from "@/lib/schemas/bank-accounts";

// POST /v1/bank-accounts – add an account (spec field names) to recipientId, default the company's own recipient
export const POST = withAuth(
  { role: "admin", body: createBankAccountSchema },
  async ({ companyId, body: input, principal, ip }) => {
    return respond(
      toBankAccount(
        await createBankAccount({
          companyId,
          recipientId: input.recipientId,
          account: fromStandaloneSpelling(input),
          by: { actor: principal, ip },
        }),
      ),
    );
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
