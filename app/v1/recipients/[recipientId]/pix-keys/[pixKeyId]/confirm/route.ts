import type { PixKey } from "@/generated/prisma/client";
import { confirmPayoutDestination } from "@/lib/domain/payout-destinations/confirm-payout-destination";
import { toPixKey } from "@/lib/domain/payout-destinations/serialize-pix-key";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

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
