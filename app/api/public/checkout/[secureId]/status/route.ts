import { z } from "zod";

import { respond } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { getCheckoutStatus } from "@/lib/checkout/get-checkout";
import { notFound } from "@/lib/errors";

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
