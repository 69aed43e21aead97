import { createRecipient } from "@/lib/domain/recipients/create-recipient";
import { listRecipients } from "@/lib/domain/recipients/list-recipients";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createRecipientSchema, listRecipientsQuerySchema } from "@/lib/schemas/recipients";

// GET /v1/recipients – the company's recipients with their balances, newest first
export const GET = withAuth({ role: "viewer", query: listRecipientsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listRecipients({ companyId, query })),
);

// POST /v1/recipients – a receiver of splits and transfers, with its bank account
export const POST = withAuth(
  { role: "admin", body: createRecipientSchema },
  async ({ companyId, body, principal, ip }) =>
    respond(
      await createRecipient({
        companyId,
        input: body,
        by: { actor: principal, ip },
      }),
    ),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
