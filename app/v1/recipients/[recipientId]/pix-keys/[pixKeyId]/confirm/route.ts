import type { PixKey } from "@/generated/prisma/client";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { confirmPayoutDestination } from "@/lib/payout-destinations/confirm-payout-destination";
import { toPixKey } from "@/lib/payout-destinations/serialize-pix-key";

// POST /v1/recipients/{recipientId}/pix-keys/{pixKeyId}/confirm – an owner in the dashboard lets transfers use the key
// now
export const POST = withAuth(
  { role: "admin", params: { recipientId: pathId("recipient"), pixKeyId: pathId("pix_key") } },
  async ({ companyId, params, principal, ip }) => {
    const row = await confirmPayoutDestination({
      companyId,
      recipientId: params.recipientId,
      kind: "pix_key",
      id: params.pixKeyId,
      by: { actor: principal, ip },
    });
    return respond(toPixKey(row as PixKey));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
