import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { prisma } from "@/lib/db";
import { findRecipient } from "@/lib/lookups/find-recipient";
import { registerPixKey } from "@/lib/payout-destinations/register-pix-key";
import { listPixKeys, toPixKey } from "@/lib/recipients/list-pix-keys";
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

// POST /v1/recipients/{recipientId}/pix-keys – register a key (checked by type), usable after the cooldown
export const POST = withAuth(
  {
    role: "admin",
    params: { recipientId: pathId("recipient") },
    body: createPixKeySchema,
    // another company's recipient is a 404 before the body is judged
    before: ({ companyId, params }) => findRecipient({ companyId, recipientId: params.recipientId }),
  },
  async ({ companyId, params, body: input, principal, ip }) => {
    const recipientId = params.recipientId;
    const { pixKey } = await prisma.$transaction((tx) =>
      registerPixKey(tx, {
        companyId,
        recipientId,
        key: input.key,
        type: input.type,
        by: { actor: principal, ip },
        field: "key",
      }),
    );
    return respond(toPixKey(pixKey));
  },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
