import { z } from "zod";

import { getCheckoutStatus } from "@/lib/domain/checkout/get-checkout";
import { respond } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";
import { notFound } from "@/lib/platform/errors";

// GET /api/public/checkout/{secureId}/status – polled by the hosted page while a Pix or boleto waits (isExpired: past
// its deadline)
export const GET = withPublic(
  { route: "/api/public/checkout/[secureId]/status", params: { secureId: z.string() } },
  async ({ params, rateLimit }) => {
    const found = await getCheckoutStatus({ secureId: params.secureId });
    await rateLimit(found ? `transaction-${found.id}` : "unknown");
    if (!found) throw notFound("checkout");
    return respond({ status: found.status, paidAt: found.paidAt, isExpired: found.isExpired });
  },
);
