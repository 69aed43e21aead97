import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId, parseWith } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getRecipient } from "@/lib/recipients/get-recipient";
import { updateRecipient } from "@/lib/recipients/update-recipient";
import { updateRecipientSchema } from "@/lib/schemas/recipients";

// GET /v1/recipients/{recipientId} – one recipient with its balance
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getRecipient({ companyId, recipientId: parseId(params.recipientId, "recipient") })),
);

// PUT|PATCH /v1/recipients/{recipientId} – change the fields sent; a bankAccount becomes the latest account
const update = withAuth(async ({ companyId, params, body, principal, ip }) =>
  respond(
    await updateRecipient({
      companyId,
      recipientId: parseId(params.recipientId, "recipient"),
      input: parseWith(updateRecipientSchema, body ?? {}),
      by: { actor: principal, ip },
    }),
  ),
);

export { update as PATCH, update as PUT };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
