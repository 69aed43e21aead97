import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId, parseQuery, parseWith } from "@/lib/api/parse";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createBankAccount } from "@/lib/bank-accounts/create-bank-account";
import { listBankAccounts } from "@/lib/bank-accounts/list-bank-accounts";
import { fromRecipientSpelling, toRecipientBankAccount } from "@/lib/bank-accounts/map-bank-account";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { listBankAccountsQuerySchema, recipientBankAccountSchema } from "@/lib/schemas/bank-accounts";

// GET /v1/recipients/{recipientId}/bank-accounts – the recipient's accounts, latest (used for transfers) first
export const GET = withAuth(async ({ companyId, params, searchParams }) => {
  const page = await listBankAccounts({
    companyId,
    recipientId: parseId(params.recipientId, "recipient"),
    query: parseQuery(listBankAccountsQuerySchema, searchParams),
  });
  return respondList({ ...page, data: page.data.map(toRecipientBankAccount) });
});

// POST /v1/recipients/{recipientId}/bank-accounts – add an account (recipient field names); it becomes the latest
export const POST = withAuth(async ({ companyId, params, body, principal, ip }) => {
  const recipientId = parseId(params.recipientId, "recipient");
  // another company's recipient is a 404 before the body is judged
  await findRecipient({ companyId, recipientId });
  const account = fromRecipientSpelling(parseWith(recipientBankAccountSchema, body ?? {}));
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
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
