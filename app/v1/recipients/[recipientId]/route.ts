import { getRecipient } from "@/lib/domain/recipients/get-recipient";
import { updateRecipient } from "@/lib/domain/recipients/update-recipient";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateRecipientSchema } from "@/lib/schemas/recipients";

// GET /v1/recipients/{recipientId} – one recipient with its balance
export const GET = withAuth(
  { role: "viewer", params: { recipientId: pathId("recipient") } },
  async ({ companyId, params }) => respond(await getRecipient({ companyId, recipientId: params.recipientId })),
);

// PUT|PATCH /v1/recipients/{recipientId} – change the fields sent; a bankAccount becomes the latest account
const update = withAuth(
  { role: "admin", params: { recipientId: pathId("recipient") }, body: updateRecipientSchema },
  async ({ companyId, params, body, principal, ip }) =>
    respond(
      await updateRecipient({
        companyId,
        recipientId: params.recipientId,
        input: body,
        by: { actor: principal, ip },
      }),
    ),
);

export { update as PATCH, update as PUT };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
