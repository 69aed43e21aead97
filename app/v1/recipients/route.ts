import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery, parseWith } from "@/lib/api/parse";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createRecipient } from "@/lib/recipients/create-recipient";
import { listRecipients } from "@/lib/recipients/list-recipients";
import { createRecipientSchema, listRecipientsQuerySchema } from "@/lib/schemas/recipients";

// GET /v1/recipients – the company's recipients with their balances, newest first
export const GET = withAuth(async ({ companyId, searchParams }) =>
  respondList(await listRecipients({ companyId, query: parseQuery(listRecipientsQuerySchema, searchParams) })),
);

// POST /v1/recipients – a receiver of splits and transfers, with its bank account
export const POST = withAuth(async ({ companyId, body, principal, ip }) =>
  respond(
    await createRecipient({
      companyId,
      input: parseWith(createRecipientSchema, body ?? {}),
      by: { actor: principal, ip },
    }),
  ),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
