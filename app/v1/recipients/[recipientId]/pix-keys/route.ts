import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId, parseQuery, parseWith } from "@/lib/api/parse";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { prisma } from "@/lib/db";
import { registerPixKey } from "@/lib/payout-destinations/register-pix-key";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { listPixKeys, toPixKey } from "@/lib/recipients/list-pix-keys";
import { createPixKeySchema, listPixKeysQuerySchema } from "@/lib/schemas/pix-keys";

// GET /v1/recipients/{recipientId}/pix-keys – the Pix keys transfers of this recipient can go to, newest first
export const GET = withAuth(async ({ companyId, params, searchParams }) =>
  respondList(
    await listPixKeys({
      companyId,
      recipientId: parseId(params.recipientId, "recipient"),
      query: parseQuery(listPixKeysQuerySchema, searchParams),
    }),
  ),
);

// POST /v1/recipients/{recipientId}/pix-keys – register a key (checked by type), usable after the cooldown
export const POST = withAuth(async ({ companyId, params, body, principal, ip }) => {
  const recipientId = parseId(params.recipientId, "recipient");
  await findRecipient({ companyId, recipientId });
  const input = parseWith(createPixKeySchema, body ?? {});
  const { pixKey } = await prisma.$transaction((tx) =>
    registerPixKey(tx, { companyId, recipientId, key: input.key, type: input.type, by: { actor: principal, ip } }),
  );
  return respond(toPixKey(pixKey));
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
