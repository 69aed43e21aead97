import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { findRecipient } from "@/lib/lookups/find-recipient";
import { addPixKey } from "@/lib/payout-destinations/add-pix-key";
import { listPixKeys } from "@/lib/recipients/list-pix-keys";
import { createPixKeySchema, listPixKeysQuerySchema } from "@/lib/schemas/pix-keys";

// GET /v1/recipients/{recipientId}/pix-keys – the Pix keys transfers of this recipient can go to, newest first
export const GET = withAuth(
  { role: "viewer", params: { recipientId: pathId("recipient") }, query: listPixKeysQuerySchema },
  async ({ companyId, params, query }) =>
    respondList(
      await listPixKeys({
        companyId,
        recipientId: params.recipientId,
        query,
      }),
    ),
);

// POST /v1/recipients/{recipientId}/pix-keys – register a key (checked by type and holder), usable after the cooldown
export const POST = withAuth(
  {
    role: "admin",
    params: { recipientId: pathId("recipient") },
    body: createPixKeySchema,
    // another company's recipient is a 404 before the body is judged
    before: ({ companyId, params }) => findRecipient({ companyId, recipientId: params.recipientId }),
  },
  async ({ companyId, params, body: input, principal, ip }) =>
    respond(
      await addPixKey({
        companyId,
        recipientId: params.recipientId,
        key: input.key,
        type: input.type,
        by: { actor: principal, ip },
        field: "key",
      }),
    ),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
