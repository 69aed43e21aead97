import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { addPixKey } from "@/lib/domain/payout-destinations/add-pix-key";
import { listPixKeys } from "@/lib/domain/recipients/list-pix-keys";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
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
