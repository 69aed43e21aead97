import { createBankAccount } from "@/lib/domain/bank-accounts/create-bank-account";
import { fromStandaloneSpelling, toBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
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
