import { createBankAccount } from "@/lib/domain/bank-accounts/create-bank-account";
import { listBankAccounts } from "@/lib/domain/bank-accounts/list-bank-accounts";
import { fromRecipientSpelling, toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listBankAccountsQuerySchema, recipientBankAccountSchema } from "@/lib/schemas/bank-accounts";

// GET /v1/recipients/{recipientId}/bank-accounts – the recipient's accounts, latest (used for transfers) first
export const GET = withAuth(
  { role: "viewer", params: { recipientId: pathId("recipient") }, query: listBankAccountsQuerySchema },
  async ({ companyId, params, query }) => {
    const page = await listBankAccounts({
      companyId,
      recipientId: params.recipientId,
      query,
    });
    return respondList({ ...page, data: page.data.map(toRecipientBankAccount) });
  },
);

// POST /v1/recipients/{recipientId}/bank-accounts – add an account (recipient field names); it becomes the latest
export const POST = withAuth(
  {
    role: "admin",
    params: { recipientId: pathId("recipient") },
    body: recipientBankAccountSchema,
    // another company's recipient is a 404 before the body is judged
    before: ({ companyId, params }) => findRecipient({ companyId, recipientId: params.recipientId }),
  },
  async ({ companyId, params, body, principal, ip }) => {
    const recipientId = params.recipientId;
    const account = fromRecipientSpelling(body);
    return respond(
      toRecipientBankAccount(
        await createBankAccount({
          companyId,
          recipientId,
          account,
          by: { actor: principal, ip },
          holderField: "documentNumber",
        }),
      ),
    );
  },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
