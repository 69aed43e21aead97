import type { PixKey } from "@/generated/prisma/client";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { confirmPayoutDestination } from "@/lib/payout-destinations/confirm-payout-destination";
import { toPixKey } from "@/lib/recipients/list-pix-keys";

// POST /v1/recipients/{recipientId}/pix-keys/{pixKeyId}/confirm – an owner in the dashboard lets transfers use the key
// now
export const POST = withAuth(async ({ companyId, params, principal, ip }) => {
  const row = await confirmPayoutDestination({
    companyId,
    recipientId: parseId(params.recipientId, "recipient"),
    kind: "pix_key",
    id: parseId(params.pixKeyId, "pix_key"),
    by: { actor: principal, ip },
  });
  return respond(toPixKey(row as PixKey));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
